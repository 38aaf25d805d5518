import Foundation
import TestSupport
import Testing

/// Every `import` in `Sources/` is one that `docs/architecture.md`'s table of targets
/// allows, so that an edge pointing back up (the mpv side importing the gesture layer, a
/// report importing the runtime) fails here, naming the file and the import, before it
/// becomes a cycle the compiler reports far from its cause. The table is the one place
/// the rule is written; Flutter checks its gestures library's imports the same way.
struct DependencyRulesTests {
    /// The table's rows: a target (or several, comma-separated) and what it may import.
    static func allowedImports() throws -> [String: Set<String>] {
        let document = try String(
            contentsOf: Fixtures.repositoryRoot.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        guard let start = document.range(of: "| target | holds | may import |") else {
            Issue.record("docs/architecture.md has no \"| target | holds | may import |\" table")
            return [:]
        }
        var allowed: [String: Set<String>] = [:]
        for line in document[start.upperBound...].split(separator: "\n").dropFirst() {
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4 else { continue }
            let imports = Set(Self.names(in: cells[3]))
            for target in Self.names(in: cells[1]) { allowed[target] = imports }
        }
        return allowed
    }

    /// The backquoted names of a cell.
    static func names(in cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// The modules a Swift file imports, with the line of each (indented imports under
    /// `#if canImport` included).
    static func imports(of text: String) -> [(line: Int, module: String)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            var words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
            guard words.first == "import", words.count >= 2 else { return nil }
            words.removeFirst()
            if ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(words[0]), words.count >= 2 {
                words.removeFirst()
            }
            return (index + 1, String(words[0].split(separator: ".")[0]))
        }
    }

    @Test func everyImportInSourcesIsOneTheTableAllows() throws {
        let allowed = try Self.allowedImports()
        let sources = Fixtures.repositoryRoot.appendingPathComponent("Sources")
        let targets = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(
            Set(targets).subtracting(allowed.keys).isEmpty,
            "targets the table does not list: \(Set(targets).subtracting(allowed.keys).sorted())")
        var checked = 0
        for target in targets {
            let folder = sources.appendingPathComponent(target)
            guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for (line, module) in Self.imports(of: text) {
                    checked += 1
                    #expect(
                        allowed[target, default: []].contains(module),
                        "Sources/\(target)/\(file):\(line): import \(module): docs/architecture.md does not let \(target) import it")
                }
            }
        }
        #expect(checked > 100)
    }

    @Test func anImportTheTableDoesNotListIsFound() {
        let text =
            "import Gestures\n#if canImport(Glibc)\n    import Glibc\n#endif\n@testable import PlayerUI\nimport struct Foundation.URL\n"
        #expect(Self.imports(of: text).map(\.module) == ["Gestures", "Glibc", "PlayerUI", "Foundation"])
        #expect(Self.imports(of: text).map(\.line) == [1, 3, 5, 6])
        #expect(Self.names(in: "`Gestures`, `PlayerModel`") == ["Gestures", "PlayerModel"])
    }
}
