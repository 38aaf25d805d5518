import CLinuxInput
import Foundation
import SystemCalls
import ToolSupport
import TouchInput

#if canImport(Glibc)
    import Glibc
#endif

/// The real-time half of the soak: the built `touchmpv play --headless` playing the
/// built-in source in a loop (real libmpv, vo=null, ao=null), fed synthetic traffic in
/// real time through a FIFO of raw `struct input_event` records. Its resident memory
/// (touchmpv and the mpv inside it) and its open descriptors are taken at the end of
/// every tenth of the run.
struct LiveSoak {
    /// What a run measured.
    struct Report {
        /// Real seconds of traffic written.
        var seconds: Int = 0
        /// Records written.
        var events = 0
        /// Action lines `play` printed.
        var actions = 0
        /// Resident memory at the end of each tenth of the run, in KiB: the first is the
        /// figure after warm-up, the last the figure at the end.
        var resident: [Int] = []
        /// Open descriptors at the same moments.
        var descriptors: [Int] = []
        /// `play`'s exit status after SIGTERM (0 is a clean stop).
        var exitStatus: Int32 = -1
    }

    /// Why the live soak could not run.
    struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        var description: String
    }

    /// Runs `touchmpv` (at `executable`) for `seconds` with traffic from `seed`.
    static func run(executable: String, seconds: Int, seed: UInt64) throws(Failure) -> Report {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchmpv-soak-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("touch.fifo").path
        let output = directory.appendingPathComponent("stdout")
        guard (try? FileSystem.createFIFO(fifo)) != nil, FileManager.default.createFile(atPath: output.path, contents: nil) else {
            throw Failure(description: "cannot make \(fifo)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["play", "--headless", "--no-mpv-config", "--touch", fifo, "--mpv", "loop-file=inf"]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try? FileHandle(forWritingTo: output)
        do { try process.run() } catch { throw Failure(description: "cannot start \(executable): \(error)") }
        defer { if process.isRunning { process.terminate() } }

        let writer = try openWriter(fifo)
        defer { writer.close() }
        var report = Report(seconds: seconds)
        var traffic = SyntheticTraffic(seed: seed)
        let begin = TouchDevice.now().microseconds
        let end = begin + Int64(seconds) * 1_000_000
        var start = begin + 1_000_000
        let pid = String(process.processIdentifier)
        while start < end {
            guard process.isRunning else { throw Failure(description: "touchmpv play exited during the soak") }
            let gesture = traffic.nextGesture()
            for frame in gesture.frames {
                sleep(until: start + frame.offset)
                let time = TouchDevice.now()
                let events = (frame.events + [(EV_SYN, SYN_REPORT, 0)]).map {
                    InputEvent(time: time, type: UInt16($0.type), code: UInt16($0.code), value: $0.value)
                }
                let bytes = InputEventCodec.encode(events)
                do throws(Errno) {
                    try writer.writeAll(bytes)
                } catch {
                    throw Failure(description: "writing to \(fifo) failed: \(error)")
                }
                report.events += events.count
            }
            start += gesture.length
            if TouchDevice.now().microseconds >= begin + Int64(seconds) * 100_000 * Int64(report.resident.count + 1) {
                report.resident.append(ProcStatus.kilobytes("VmRSS:", of: pid) ?? 0)
                report.descriptors.append(OpenDescriptors.count(of: pid) ?? 0)
            }
        }
        report.resident.append(ProcStatus.kilobytes("VmRSS:", of: pid) ?? 0)
        report.descriptors.append(OpenDescriptors.count(of: pid) ?? 0)
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        report.exitStatus = process.terminationStatus
        let printed = TextFile.text(of: output.path) ?? ""
        report.actions =
            printed.split(separator: "\n").filter { line in
                line.split(separator: " ").first.map { $0.hasSuffix("s") && Double($0.dropLast()) != nil } ?? false
            }.count
        return report
    }

    /// Opens the FIFO's write end once `play` has opened its read end.
    private static func openWriter(_ fifo: String) throws(Failure) -> FileDescriptor {
        for _ in 0..<3000 {
            if let descriptor = try? FileDescriptor.open(fifo, .writeOnly, options: .nonBlocking),
                (try? descriptor.setNonBlocking(false)) != nil
            {
                return descriptor
            }
            usleep(10_000)
        }
        throw Failure(description: "touchmpv play never opened \(fifo)")
    }

    /// Sleeps until the monotonic clock reads `microseconds`.
    private static func sleep(until microseconds: Int64) {
        let remaining = microseconds - TouchDevice.now().microseconds
        if remaining > 0 { usleep(UInt32(min(remaining, 1_000_000))) }
        if microseconds - TouchDevice.now().microseconds > 0 { sleep(until: microseconds) }
    }
}
