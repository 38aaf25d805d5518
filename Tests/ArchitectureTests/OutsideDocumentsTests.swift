import Foundation
import TestSupport
import Testing

/// No file of the repository cites a document that is not in it: the product's rules are
/// written in `docs/`, and a comment that relies on one cites that, so a clone on its own
/// explains itself. A citation of an outside document fails here, naming its file and line.
struct OutsideDocumentsTests {
    /// What citing an outside document looks like, in lower case: the product's old
    /// specification and design notes, the folder of the source documents it grew from, and
    /// the folder that held them all. Each is spelled in two pieces so that this file does not
    /// cite them itself.
    static let citations = ["spec" + ".md", "spec" + " §", "design" + ".md", "seeds" + "/", "../" + "shared/", "/work" + "/shared"]
    /// The source documents named as one (a word of its own: "the seeds" is another thing).
    static let sourceDocuments = "the" + " seed"

    /// The folders and files checked, from the repository's top folder.
    static let checked = [
        "Sources", "Tests", "Makefile", "scripts", "KernelTest", "dist", "Config", "Fuzz", "docs", "README.md",
        "Package.swift", ".ci",
    ]

    /// The lines of `text` that cite an outside document, numbered from 1.
    static func citingLines(of text: String) -> [Int] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let lowered = line.lowercased()
            return citations.contains { lowered.contains($0) } || namesTheSourceDocuments(lowered) ? index + 1 : nil
        }
    }

    /// Whether `line` holds `sourceDocuments` with no letter right after it.
    static func namesTheSourceDocuments(_ line: String) -> Bool {
        var rest = line[...]
        while let found = rest.range(of: sourceDocuments) {
            if !(rest[found.upperBound...].first?.isLetter ?? false) { return true }
            rest = rest[found.upperBound...]
        }
        return false
    }

    /// Every text file under `path` (or `path` itself), relative to the top folder; files
    /// that are not UTF-8 (the recordings' binary siblings, objects) hold no prose.
    static func textFiles(under path: String) -> [(path: String, text: String)] {
        let root = Fixtures.repositoryRoot
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isFolder) else {
            return []
        }
        let paths =
            isFolder.boolValue
            ? (FileManager.default.subpaths(atPath: root.appendingPathComponent(path).path) ?? []).map { "\(path)/\($0)" }
            : [path]
        return paths.sorted().compactMap { file in
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(file).path),
                let text = String(data: data, encoding: .utf8)
            else { return nil }
            return (file, text)
        }
    }

    @Test func noFileCitesADocumentOutsideTheRepository() {
        var files = 0
        for folder in Self.checked {
            for (path, text) in Self.textFiles(under: folder) {
                files += 1
                for line in Self.citingLines(of: text) {
                    Issue.record(
                        "\(path):\(line): cites a document outside the repository; write the rule in docs/ and cite that")
                }
            }
        }
        #expect(files > 300)
    }

    @Test func aCitationOfAnOutsideDocumentIsFound() {
        let text = [
            "/// The exit codes of " + "SPEC " + "§5.", "// see ../" + "shared/" + "DESIGN" + ".md", "the " + "Seed's ControlView",
            "from " + "seeds" + "/002", "a seedable generator", "the seeds from the recordings", "docs/behaviour.md",
        ].joined(separator: "\n")
        #expect(Self.citingLines(of: text) == [1, 2, 3, 4])
    }
}
