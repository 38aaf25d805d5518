import TestSupport
import Testing

/// Files of 100 MB given to `touchmpv simulate` as a script, a recording or a config:
/// each is refused by its size at once (status 2, `FILE: error: ...` naming the limit)
/// rather than read, parsed and held whole. Without a limit a 100 MB `.touch` took
/// minutes and gigabytes in a debug build; the watchdog (20 s, far beyond an error's
/// instant) turns such a hang into a failure, and the tests run one at a time so that
/// a regression costs one process's memory, not three.
@Suite(.serialized)
struct OversizedFileTests {
    private let files: TemporaryFolder
    private static let size = 100 << 20
    private static let watchdog: Duration = .seconds(20)

    init() throws {
        files = try TemporaryFolder()
    }

    @Test func aHundredMegabyteScriptIsRefusedByItsSize() throws {
        let path = try files.write(repeating: "+0 wait 0\n", size: Self.size, name: "huge.touch")
        let result = try TouchmpvRun.finished(["simulate", "--script", path], limit: Self.watchdog)
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("\(path): error: "))
        #expect(result.errors.contains("larger than"))
    }

    @Test func aHundredMegabyteRecordingIsRefusedByItsSize() throws {
        let header =
            try String(contentsOfFile: Fixtures.recording("atmel-maxtouch.1-finger-fast-taps.evemu"), encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("E:") }.joined(separator: "\n") + "\n"
        let path = try files.write(repeating: "E: 0.000001 0000 0000 0000\n", size: Self.size, name: "huge.evemu", prefix: header)
        let result = try TouchmpvRun.finished(["simulate", "--script", path], limit: Self.watchdog)
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("\(path): error: "))
        #expect(result.errors.contains("larger than"))
    }

    @Test func aHundredMegabyteConfigIsRefusedByItsSize() throws {
        let script = files.write("@0 tap 640 360\n", name: "tap.touch")
        let path = try files.write(repeating: "volume = 50\n", size: Self.size, name: "huge.conf")
        let result = try TouchmpvRun.finished(["simulate", "--config", path, "--script", script], limit: Self.watchdog)
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("\(path): error: "))
        #expect(result.errors.contains("larger than"))
    }
}
