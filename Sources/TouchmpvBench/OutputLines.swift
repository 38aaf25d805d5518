import Foundation
import SystemCalls
import ToolSupport

/// A program's output read as it is printed: a FIFO given to the program as its log file,
/// each line stamped with the moment the read that brought it returned (as `MPVIPCClient`
/// stamps mpv's messages), so that the benchmark times what touchmpv prints. Everything
/// read is kept, to be written out when the program stops.
final class OutputLines {
    /// One line the program printed.
    struct Line {
        var text: Substring
        /// When the bytes carrying it were read (MonotonicClock nanoseconds).
        var receivedAt: UInt64
    }

    /// The FIFO, to be given to the program as its log file.
    let path: String
    private let descriptor: FileDescriptor
    private var reader = StampedLines()
    private var lines: [Line] = []
    /// Everything the program printed so far.
    private(set) var text = ""

    /// Makes the FIFO and opens its read end (without waiting for a writer).
    init(path: String) throws(BenchError) {
        self.path = path
        FileSystem.remove(path)
        do throws(Errno) {
            try FileSystem.createFIFO(path)
            descriptor = try FileDescriptor.open(path, .readOnly, options: .nonBlocking)
        } catch {
            throw BenchError("cannot make the output FIFO \(path): \(error)")
        }
    }

    deinit {
        descriptor.close()
        FileSystem.remove(path)
    }

    /// The first line satisfying `accept` before `deadline` (MonotonicClock nanoseconds);
    /// earlier ones are dropped; nil when none came.
    func wait(until deadline: UInt64, for accept: (Substring) -> Bool) -> Line? {
        while true {
            while !lines.isEmpty {
                let line = lines.removeFirst()
                if accept(line.text) { return line }
            }
            let now = MonotonicClock.nanoseconds()
            guard now < deadline else { return nil }
            let timeout = Int32(min((deadline - now) / 1_000_000 + 1, 60_000))
            guard let ready = try? Poll.readable([descriptor], timeout: timeout), !ready.isEmpty else { continue }
            guard readAvailable() else {
                // The writer is gone: nothing more will come.
                return nil
            }
        }
    }

    /// Drops every line already printed.
    func discardPending() {
        while let ready = try? Poll.readable([descriptor], timeout: 0), !ready.isEmpty, readAvailable() {}
        lines.removeAll()
    }

    /// Writes everything read so far to `file`, for a look after the run.
    func save(to file: String) {
        _ = FileManager.default.createFile(atPath: file, contents: Data(text.utf8))
    }

    /// Reads what the FIFO has and splits it into lines; false at its end or an error.
    private func readAvailable() -> Bool {
        guard let (read, receivedAt) = reader.read(from: descriptor) else { return false }
        for bytes in read {
            let line = String(decoding: bytes, as: UTF8.self)
            text += line + "\n"
            lines.append(Line(text: Substring(line), receivedAt: receivedAt))
        }
        return true
    }
}
