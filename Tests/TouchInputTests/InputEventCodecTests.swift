import Testing

@testable import Gestures
@testable import TouchInput

struct InputEventCodecTests {
    let events = [
        InputEvent(seconds: 1_357_751_031, microseconds: 716_015, type: 3, code: 0x35, value: 1588),
        InputEvent(seconds: 0, microseconds: 1, type: 3, code: 0x39, value: -1),
        InputEvent(seconds: 5, microseconds: 999_999, type: 0, code: 0, value: 0),
    ]

    @Test func recordsAreTwentyFourLittleEndianBytes() {
        let bytes = InputEventCodec.encode([events[0]])
        #expect(bytes.count == 24)
        // tv_sec 1357751031 = 0x50ED_A2F7, little-endian, then tv_usec 716015 = 0x000A_ECEF.
        #expect(Array(bytes[0..<8]) == [0xF7, 0xA2, 0xED, 0x50, 0, 0, 0, 0])
        #expect(Array(bytes[8..<16]) == [0xEF, 0xEC, 0x0A, 0, 0, 0, 0, 0])
        #expect(Array(bytes[16..<24]) == [3, 0, 0x35, 0, 0x34, 0x06, 0, 0])
    }

    @Test func decodingInvertsEncoding() {
        var codec = InputEventCodec()
        #expect(codec.decode(InputEventCodec.encode(events)) == events)
        #expect(codec.pendingByteCount == 0)
    }

    @Test func aTruncatedRecordIsKeptForTheNextRead() {
        let bytes = InputEventCodec.encode(events)
        var codec = InputEventCodec()
        let first = codec.decode(Array(bytes[0..<30]))
        #expect(first == [events[0]])
        #expect(codec.pendingByteCount == 6)
        let second = codec.decode(Array(bytes[30..<40]))
        #expect(second.isEmpty)
        #expect(codec.pendingByteCount == 16)
        let third = codec.decode(Array(bytes[40...]))
        #expect(third == Array(events[1...]))
        #expect(codec.pendingByteCount == 0)
    }

    @Test func byteByByteReadsGiveTheSameEvents() {
        var codec = InputEventCodec()
        var decoded: [InputEvent] = []
        for byte in InputEventCodec.encode(events) {
            decoded += codec.decode([byte])
        }
        #expect(decoded == events)
    }

    @Test func negativeTimesKeepAMicrosecondPartBelowOneSecond() {
        let early = InputEvent(time: Instant(microseconds: -1_500_000), type: 0, code: 0, value: 0)
        let bytes = InputEventCodec.encode([early])
        #expect(Array(bytes[0..<8]) == [0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF])  // −2 s
        #expect(Array(bytes[8..<12]) == [0x20, 0xA1, 0x07, 0])  // + 500000 µs
        var codec = InputEventCodec()
        #expect(codec.decode(bytes) == [early])
    }
}
