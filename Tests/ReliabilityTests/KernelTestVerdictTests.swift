import Foundation
import TestSupport
import Testing

/// `KernelTest/verdict.sh`, the kernel test's judge, on made-up serial logs: it passes
/// only a run in which every required check ran to its end and nothing failed, so that
/// `make kernel-test` cannot pass on a PASS line alone.
struct KernelTestVerdictTests {
    private let files: TemporaryFolder

    init() throws {
        files = try TemporaryFolder()
    }

    private static let checks = "check_one,check_two"

    /// A run that went well: both checks done, the VM's count agreeing.
    private static let goodLog = """
        KTEST BOOTED kernel 6.1
        KTEST PASS 1 one: fine
        KTEST DONE check_one
        KTEST PASS 2 two: fine
        KTEST DONE check_two
        KTEST RESULT passed=2 failed=0
        KTEST END after 12 s

        """

    /// The verdict's exit status and last line for `log`, `hostLog`, QEMU's `status`.
    /// `name`, when given, is the name its lines start with (the service test's).
    private func verdict(_ log: String, hostLog: String = "", status: Int = 0, required: String = checks, name: String? = nil)
        throws -> (status: Int32, output: String)
    {
        let serial = files.write(log, name: "serial.log")
        let host = files.write(hostLog, name: "host.log")
        let run = try TouchmpvRun.finished(
            [Fixtures.repositoryRoot.path + "/KernelTest/verdict.sh", serial, host, String(status), "900", required]
                + (name.map { [$0] } ?? []),
            executable: "/bin/bash")
        return (run.status, run.output)
    }

    @Test func aRunWithEveryCheckDoneAndNoFailurePasses() throws {
        let result = try verdict(Self.goodLog)
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("kernel-test: 2 passed, 0 failed\n"))
    }

    @Test func theServiceTestsVerdictSpeaksUnderItsOwnName() throws {
        let result = try verdict(Self.goodLog.replacing("KTEST DONE check_two\n", with: ""), name: "service-test")
        #expect(result.status != 0)
        #expect(result.output.contains("service-test: check_two did not run to its end"))
        #expect(result.output.hasSuffix("service-test: 2 passed, 1 failed\n"))
    }

    @Test func aCheckThatDidNotRunToItsEndFails() throws {
        let result = try verdict(Self.goodLog.replacing("KTEST DONE check_two\n", with: ""))
        #expect(result.status != 0)
        #expect(result.output.contains("check_two did not run to its end"))
    }

    @Test func theVMsFailedCountFailsEvenWithoutAFailLine() throws {
        let result = try verdict(Self.goodLog.replacing("failed=0", with: "failed=1"))
        #expect(result.status != 0)
        #expect(result.output.contains("the VM reports 1 failed checks"))
    }

    @Test func aPassCountThatDisagreesWithThePassLinesFails() throws {
        let result = try verdict(Self.goodLog.replacing("passed=2", with: "passed=3"))
        #expect(result.status != 0)
    }

    @Test func aMissingResultLineFails() throws {
        let result = try verdict(Self.goodLog.replacing("KTEST RESULT passed=2 failed=0\n", with: ""))
        #expect(result.status != 0)
        #expect(result.output.contains("without reporting a result"))
    }

    @Test func aPixelCheckThatFailedOnTheHostFails() throws {
        let result = try verdict(Self.goodLog, hostLog: "KTEST FAIL screenshot kiosk: the bar is missing\n")
        #expect(result.status != 0)
        #expect(result.output.hasSuffix("kernel-test: 2 passed, 1 failed\n"))
    }

    @Test(arguments: [1, 124, 137])
    func qemuExitingNonZeroFails(status: Int) throws {
        #expect(try verdict(Self.goodLog, status: status).status != 0)
    }

    @Test func noRequiredCheckFails() throws {
        #expect(try verdict(Self.goodLog, required: "").status != 0)
    }

    @Test func ciRefusesToNarrowTheChecks() throws {
        let run = try TouchmpvRun.finished(
            [
                Fixtures.repositoryRoot.path + "/KernelTest/run-vm.sh", "/nonexistent-kernel", "/nonexistent-initramfs",
                files.directory.path,
            ],
            environment: ["CI": "true", "KTEST_CHECKS": "check_grab"], executable: "/bin/bash")
        #expect(run.status == 2)
        #expect(run.errors.contains("KTEST_CHECKS=check_grab would narrow the checks; CI runs them all"))
    }
}
