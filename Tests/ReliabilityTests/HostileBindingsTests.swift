import CommandTestSupport
import TestSupport
import Testing

/// Hostile bindings files through `touchmpv simulate --bindings`: each gets an error
/// naming file, line and column and status 2, with at most a short excerpt of what it
/// quotes, and mpv's parser never runs a command while checking it.
struct HostileBindingsTests {
    private let files: TemporaryFolder
    private let script: String

    init() throws {
        files = try TemporaryFolder()
        script = files.write("@0 tap 640 360\n", name: "tap.touch")
    }

    private func simulate(bindings path: String) -> SimulationRun {
        SimulationRun(["--bindings", path, "--script", script, "--json"])
    }

    @Test func binaryDataIsRefused() {
        let path = files.write([0x74, 0x61, 0x70, 0x20, 0xff, 0xfe, 0x00, 0x0a], name: "binary.conf")
        let result = simulate(bindings: path)
        #expect(result.status == .badInput)
        #expect(result.diagnostic == "\(path): error: the bindings file is not UTF-8 text")
    }

    @Test func aFileOverOneMebibyteIsRefusedBeforeItIsRead() throws {
        let path = try files.write(repeating: "tap-2 cycle sub\n", size: (1 << 20) + 1, name: "huge.conf")
        let result = simulate(bindings: path)
        #expect(result.status == .badInput)
        #expect(result.diagnostic == "\(path): error: the bindings file is larger than 1 MiB")
    }

    @Test func aMillionCharacterCommandIsQuotedShort() {
        let word = String(repeating: "x", count: 1_000_000)
        let path = files.write("tap-2 \(word) 1\n", name: "long.conf")
        let result = simulate(bindings: path)
        #expect(result.status == .badInput)
        let diagnostic = result.diagnostic
        #expect(diagnostic.hasPrefix("\(path):1:7: error: mpv refuses '\(String(repeating: "x", count: 40))…': Command '"))
        #expect(diagnostic.count < path.count + 300)
    }

    @Test(arguments: [
        ("\u{0}tap seek 1", "1:1: error: unknown gesture '\\x00tap'"),
        ("tap\u{0}seek 1", "1:1: error: unknown gesture 'tap\\x00seek'"),
        ("tap ${ seek", "1:5: error: mpv refuses '${ seek': "),
        ("tap \"", "1:5: error: mpv refuses '\"': Unterminated double quote"),
        ("left:left:tap seek 1", "1:1: error: unknown gesture 'left:tap'"),
        ("tap-١ seek 1", "1:1: error: unknown gesture 'tap-١'"),
        ("tap cycle pause\u{0}; quit", "1:5: error: a command cannot hold a NUL character"),
    ])
    func oddLinesAreRefusedWithTheirPlace(text: String, error: String) {
        let path = files.write(text + "\n", name: "odd.conf")
        let result = simulate(bindings: path)
        #expect(result.status == .badInput)
        #expect(result.diagnostic.hasPrefix("\(path):\(error)"), "\(result.diagnostic)")
    }
}
