import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension EndToEnd {
    /// Every example the README gives runs as written: its scripts (```touch blocks) pass
    /// under `simulate`, its bindings (```touch-input.conf) are accepted, and its control
    /// socket session, played against a real `play`, gets the answers the README shows.
    @Suite struct ReadmeExamplesTests {
        static func readmeLines() throws -> [String] {
            let readme = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
            return readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }

        /// The fenced blocks whose info string is `language`, each as its text.
        static func fencedBlocks(_ language: String) throws -> [String] {
            var blocks: [String] = []
            var current: [String]?
            for line in try readmeLines() {
                if current == nil, line == "```" + language {
                    current = []
                } else if current != nil, line == "```" {
                    blocks.append(current!.joined(separator: "\n") + "\n")
                    current = nil
                } else {
                    current?.append(line)
                }
            }
            return blocks
        }

        @Test func theScriptsPassUnderSimulate() throws {
            let scripts = try Self.fencedBlocks("touch")
            #expect(!scripts.isEmpty, "the README has no ```touch block")
            let folder = try TemporaryFolder()
            for (index, script) in scripts.enumerated() {
                let path = folder.write(script, name: "readme-\(index).touch")
                let run = try TouchmpvRun.finished(["simulate", "--script", path])
                #expect(run.status == 0, "\(script)\(run.output)\(run.errors)")
            }
        }

        @Test func theBindingsAreAccepted() throws {
            let bindings = try Self.fencedBlocks("touch-input.conf")
            #expect(!bindings.isEmpty, "the README has no ```touch-input.conf block")
            let folder = try TemporaryFolder()
            let script = folder.write("screen 1280x720\n@0 tap 100 360 count=2\n", name: "tap.touch")
            for (index, text) in bindings.enumerated() {
                let path = folder.write(text, name: "readme-\(index).conf")
                let run = try TouchmpvRun.finished(["simulate", "--script", script, "--bindings", path])
                #expect(run.status == 0, "\(text)\(run.errors)")
                // The left third's double tap is the README's first binding.
                #expect(run.output.contains("seek -10"), "\(run.output)")
            }
        }

        /// The session under "The control socket": the command after `$ touchmpv`, run in
        /// a folder of the test's own; the lines that begin with `+` or `@` are sent, and
        /// every other line is the answer the README says comes back.
        @Test func theControlSocketSessionGetsTheAnswersShown() throws {
            let lines = try Self.readmeLines()
            let start = try #require(lines.firstIndex { $0.hasPrefix("    $ touchmpv play ") && $0.contains("--control") })
            let session = lines[(start + 1)...].prefix { $0.hasPrefix("    ") }.map { String($0.dropFirst(4)) }
            var words = lines[start].dropFirst("    $ touchmpv ".count).split(separator: " ").map(String.init)
            if words.last == "&" { words.removeLast() }
            let folder = try TemporaryFolder()
            let play = try TouchmpvRun(words, directory: folder.directory)
            let socket = try #require(words.firstIndex(of: "--control").map { words[$0 + 1] })
            let client = try ControlSocketConnection(path: folder.path(socket))
            #expect(session.first?.hasPrefix("$ socat - UNIX-CONNECT:\(socket)") == true)
            for line in session.dropFirst() {
                if line.hasPrefix("+") || line.hasPrefix("@") {
                    try client.send(line + "\n")
                } else {
                    #expect(try client.answer() == line)
                }
            }
            play.send(SIGTERM)
            try play.waitForExit()
        }
    }
}
