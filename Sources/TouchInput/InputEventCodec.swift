/// Converts between raw bytes and `InputEvent`s in the layout of a 64-bit Linux
/// `struct input_event`: 24 bytes, little-endian — `tv_sec` (8), `tv_usec` (8),
/// `type` (2), `code` (2), `value` (4).
///
/// A read may end in the middle of a record (a pipe delivers what was written); the
/// partial record is kept and completed by the next call to `decode`.
public struct InputEventCodec: Sendable {
    /// A 64-bit `struct input_event`: a 16-byte `timeval`, then type, code and value.
    public static let recordSize = 24

    private var partial: [UInt8] = []

    /// Creates a codec with no partial record pending.
    public init() {}

    /// The number of bytes of an incomplete record waiting for the next `decode`.
    public var pendingByteCount: Int { partial.count }

    /// Decodes every complete record in `pending bytes + bytes` and keeps the rest.
    public mutating func decode(_ bytes: UnsafeRawBufferPointer) -> [InputEvent] {
        var events: [InputEvent] = []
        events.reserveCapacity((partial.count + bytes.count) / Self.recordSize)
        var offset = 0
        if !partial.isEmpty {
            let needed = Self.recordSize - partial.count
            let taken = min(needed, bytes.count)
            partial.append(contentsOf: bytes[0..<taken])
            offset = taken
            guard partial.count == Self.recordSize else { return events }
            partial.withUnsafeBytes { events.append(Self.record(in: $0, at: 0)) }
            partial.removeAll(keepingCapacity: true)
        }
        while bytes.count - offset >= Self.recordSize {
            events.append(Self.record(in: bytes, at: offset))
            offset += Self.recordSize
        }
        partial.append(contentsOf: bytes[offset...])
        return events
    }

    /// Decodes every complete record in `bytes` and keeps the rest.
    public mutating func decode(_ bytes: [UInt8]) -> [InputEvent] {
        bytes.withUnsafeBytes { decode($0) }
    }

    /// Encodes `events` as consecutive records (for tests, the recorder and the benchmark).
    ///
    /// Times are split into whole seconds and a microsecond part in 0..<1_000_000,
    /// as the kernel writes them.
    public static func encode(_ events: [InputEvent]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(events.count * recordSize)
        for event in events {
            let micros = event.time.microseconds
            var seconds = micros / 1_000_000
            var fraction = micros % 1_000_000
            if fraction < 0 {
                seconds -= 1
                fraction += 1_000_000
            }
            append(UInt64(bitPattern: seconds), bytes: 8, to: &bytes)
            append(UInt64(bitPattern: fraction), bytes: 8, to: &bytes)
            append(UInt64(event.type), bytes: 2, to: &bytes)
            append(UInt64(event.code), bytes: 2, to: &bytes)
            append(UInt64(UInt32(bitPattern: event.value)), bytes: 4, to: &bytes)
        }
        return bytes
    }

    private static func append(_ value: UInt64, bytes count: Int, to bytes: inout [UInt8]) {
        for index in 0..<count {
            bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(index))))
        }
    }

    private static func record(in bytes: UnsafeRawBufferPointer, at offset: Int) -> InputEvent {
        let seconds = Int64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: Int64.self))
        let micros = Int64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 8, as: Int64.self))
        let type = UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt16.self))
        let code = UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 18, as: UInt16.self))
        let value = Int32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 20, as: Int32.self))
        return InputEvent(seconds: seconds, microseconds: micros, type: type, code: code, value: value)
    }
}
