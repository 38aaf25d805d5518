import Foundation
import SystemCalls
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `SpawnedProcess` on real programs: where their output goes, how they ended, and a
/// program outliving its limit.
struct SpawnedProcessTests {
    static let script = "echo out; echo err >&2; exit 7"

    @Test func separateOutputKeepsTheStreamsApartAndGivesTheExitStatus() throws {
        let folder = try TemporaryFolder()
        let process = try SpawnedProcess(
            ["/bin/sh", "-c", Self.script], output: .separate(output: folder.path("out"), errors: folder.path("err")))
        let end = try process.wait(limit: .seconds(60))
        #expect(end.status == 7)
        #expect(end.reapedAt >= process.startedAt)
        #expect(!process.isRunning)
        #expect(try String(contentsOfFile: folder.path("out"), encoding: .utf8) == "out\n")
        #expect(try String(contentsOfFile: folder.path("err"), encoding: .utf8) == "err\n")
    }

    @Test func joinedOutputHoldsBothStreamsInOrder() throws {
        let folder = try TemporaryFolder()
        let process = try SpawnedProcess(["/bin/sh", "-c", Self.script], output: .joined(folder.path("log")))
        #expect(try process.wait(limit: .seconds(60)).status == 7)
        #expect(try String(contentsOfFile: folder.path("log"), encoding: .utf8) == "out\nerr\n")
    }

    @Test func aProcessOutlivingItsLimitIsKilledAndSaidToHaveHung() throws {
        let folder = try TemporaryFolder()
        let process = try SpawnedProcess(["/bin/sh", "-c", "exec sleep 600"], output: .joined(folder.path("log")))
        #expect(process.isRunning)
        let error = #expect(throws: SpawnedProcessError.self) { try process.wait(limit: .milliseconds(50)) }
        #expect(error?.killed == true)
        #expect(process.termination?.status == 128 + SIGKILL)
    }

    @Test func aSignalEndsTheProcessWithStatus128PlusTheSignal() throws {
        let folder = try TemporaryFolder()
        let process = try SpawnedProcess(["/bin/sh", "-c", "exec sleep 600"], output: .joined(folder.path("log")))
        process.send(SIGTERM)
        #expect(try process.wait(limit: .seconds(60)).status == 128 + SIGTERM)
    }

    @Test func aMissingProgramIsItsErrno() {
        #expect(throws: Errno(rawValue: ENOENT)) {
            try SpawnedProcess(["/nonexistent/program"], output: .joined("/dev/null"))
        }
    }
}
