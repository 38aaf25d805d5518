import Foundation
import TestSupport
import Testing

/// docs/architecture.md, "Two kinds of "control", two names": a type or file named
/// `Control…` is the control socket's (`ControlSocket…`) or the on-screen controls'
/// (`Controls…`), never a bare `Control…` that could be either.
struct NamesOfTheTwoControlsTests {
    /// Whether `name` says which of the two controls it belongs to, or is no `Control…` name.
    static func saysWhichControl(_ name: Substring) -> Bool {
        !name.hasPrefix("Control") || name.hasPrefix("ControlSocket") || name.hasPrefix("Controls")
    }

    /// The names of the types `text` declares, with the line of each.
    static func declaredTypes(in text: String) -> [(line: Int, name: Substring)] {
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "actor", "typealias"]
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let words = line.split(whereSeparator: { " :<{=(".contains($0) })
            guard let kind = words.firstIndex(where: kinds.contains), kind + 1 < words.count else { return nil }
            return (index + 1, words[kind + 1])
        }
    }

    @Test func aControlTypeOrFileSaysWhichControlItIs() throws {
        var misnamed: [String] = []
        var files = 0
        for folder in ["Sources", "Tests", "Fuzz"] {
            let root = Fixtures.repositoryRoot.appendingPathComponent(folder)
            guard let paths = FileManager.default.enumerator(atPath: root.path) else { continue }
            for case let path as String in paths where path.hasSuffix(".swift") {
                files += 1
                let name = (path as NSString).lastPathComponent.dropLast(".swift".count)
                if !Self.saysWhichControl(name) { misnamed.append("\(folder)/\(path)") }
                let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                for (line, type) in Self.declaredTypes(in: text) where !Self.saysWhichControl(type) {
                    misnamed.append("\(folder)/\(path):\(line): \(type)")
                }
            }
        }
        #expect(files > 100)
        #expect(misnamed.isEmpty, "names that say neither ControlSocket… nor Controls…: \(misnamed)")
    }

    @Test func theRuleTellsTheTwoControlsFromABareOne() {
        #expect(Self.saysWhichControl("ControlSocketInput"))
        #expect(Self.saysWhichControl("ControlsLayout"))
        #expect(Self.saysWhichControl("TouchControlView"))
        #expect(!Self.saysWhichControl("ControlInput"))
        #expect(
            Self.declaredTypes(in: "final class " + "ControlClient {\n    struct Inner: Hashable {}\n").map(\.name) == [
                "ControlClient", "Inner",
            ])
    }
}
