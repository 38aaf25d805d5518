import Foundation
import SystemCalls
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Each output option aimed at what is not a regular file: a device, a FIFO and the run's
/// own standard output are written directly, never replaced by a regular file.
struct OutputTargetTests {
    /// An output option of a command, with the run that writes it and what its text holds.
    struct Output: CustomTestStringConvertible, Sendable {
        let command: String
        let option: String
        /// What the written text begins with or holds.
        let marker: String

        var testDescription: String { "\(command) \(option)" }

        /// The arguments of a run writing to `path`, its inputs made in `folder`.
        func arguments(writingTo path: String, in folder: TemporaryFolder) -> [String] {
            switch command {
            case "record":
                return ["record", "--touch", folder.write("", name: "empty.raw"), option, path]
            case "play":
                let script = folder.write("@200 expect mpv:pause no\n", name: "s.touch")
                return ["play", "--headless", "--no-mpv-config", "--script", script, option, path]
            default:
                let script = folder.write("@0 tap 640 360\n@400 expect controls visible\n", name: "s.touch")
                return ["simulate", "--script", script, option, path]
            }
        }
    }

    static let outputs = [
        Output(command: "simulate", option: "--junit", marker: "<testsuites"),
        Output(command: "simulate", option: "--svg", marker: "<svg"),
        Output(command: "record", option: "-o", marker: "# recorded by touchmpv record"),
        Output(command: "play", option: "--junit", marker: "<testsuites"),
    ]

    /// A private `/dev/null` (character device 1:3) made in the test's folder: the
    /// system's own must never be at stake.
    @Test(
        .enabled(if: getuid() == 0, "mknod(2) of a character device needs root (the tests run as root here and in CI)"),
        arguments: outputs)
    func aDeviceIsWrittenNotReplaced(output: Output) throws {
        let folder = try TemporaryFolder()
        let node = folder.path("null")
        #expect(mknod(node, S_IFCHR | 0o666, (1 << 8) | 3) == 0, "mknod \(node): \(String(cString: strerror(errno)))")
        let run = try TouchmpvRun.finished(output.arguments(writingTo: node, in: folder))
        #expect(run.status == 0, "\(run.errors)")
        #expect(try FileStatus(linkAt: node).kind == .characterDevice)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.directory.path).allSatisfy { !$0.hasPrefix(".") })
    }

    /// A FIFO's reader gets the whole output; the FIFO stays. The reader end is opened
    /// first, non-blocking, and polled: it is readable only once a writer has come.
    @Test(arguments: outputs) func aFIFOsReaderGetsTheOutput(output: Output) throws {
        let folder = try TemporaryFolder()
        let fifo = folder.path("report")
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        try #require(reader >= 0)
        defer { close(reader) }
        let run = try TouchmpvRun(output.arguments(writingTo: fifo, in: folder))
        let received = try Self.readToEnd(reader)
        try run.waitForExit()
        #expect(run.status == 0, "\(run.errors)")
        #expect(received.contains(output.marker), "the reader got \(received.count) bytes: \(received.prefix(200))")
        #expect(try FileStatus(linkAt: fifo).kind == .fifo)
    }

    /// `/dev/stdout` is a link to `/proc/self/fd/1`; the same link made in the test's
    /// folder stands for it, so that no run can replace the system's.
    @Test(arguments: outputs) func theRunsOwnStandardOutputGetsTheOutput(output: Output) throws {
        let folder = try TemporaryFolder()
        let standardOutput = folder.path("stdout")
        try FileManager.default.createSymbolicLink(atPath: standardOutput, withDestinationPath: "/proc/self/fd/1")
        let run = try TouchmpvRun.finished(output.arguments(writingTo: standardOutput, in: folder))
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains(output.marker))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: standardOutput) == "/proc/self/fd/1")
    }

    /// What the writer of the FIFO read by the non-blocking `reader` wrote until it
    /// closed its end; fails after a minute with nothing readable.
    static func readToEnd(_ reader: Int32) throws -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            var request = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, 60_000)
            guard ready > 0 else { throw FIFOReadError(bytes: bytes.count) }
            let count = read(reader, &buffer, buffer.count)
            if count == 0 { return String(decoding: bytes, as: UTF8.self) }
            if count > 0 { bytes += buffer[0..<count] }
        }
    }

    struct FIFOReadError: Error, CustomStringConvertible {
        let bytes: Int
        var description: String { "no writer came or ended within a minute (\(bytes) bytes read)" }
    }
}
