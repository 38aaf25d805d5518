import SystemCalls

/// Lines read from a descriptor as they come, each stamped with the moment the read that
/// brought it returned (MonotonicClock nanoseconds), so that an interval the tools measure
/// ends at that read and not at the parsing: mpv's IPC messages, touchmpv's output.
public struct StampedLines {
    /// The bytes of an unfinished line.
    private var pending: [UInt8] = []

    public init() {}

    /// Reads once what `descriptor` has and returns the lines it completed (without their
    /// `\n`) and when the read returned; nil at the end of the input or on an error.
    public mutating func read(from descriptor: FileDescriptor) -> (lines: [[UInt8]], receivedAt: UInt64)? {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = buffer.withUnsafeMutableBytes { (try? descriptor.read(into: $0)) ?? 0 }
        let receivedAt = MonotonicClock.nanoseconds()
        guard count > 0 else { return nil }
        pending.append(contentsOf: buffer[0..<count])
        var lines: [[UInt8]] = []
        while let newline = pending.firstIndex(of: 0x0A) {
            lines.append(Array(pending[0..<newline]))
            pending.removeSubrange(0...newline)
        }
        return (lines, receivedAt)
    }
}
