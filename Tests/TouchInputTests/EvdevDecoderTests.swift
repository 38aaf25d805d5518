import CLinuxInput
import TestSupport
import Testing
import ToolSupport

@testable import Gestures
@testable import TouchInput

/// The decoder on real 24-byte records made in the test (encoded, then decoded by the
/// codec, as the device path reads them).
struct EvdevDecoderTests {
    // MARK: Protocol B

    @Test func protocolBReportsDownsMovesAndLifts() {
        var s = EvdevEvents()
        s.contact(slot: 0, id: 100, 10, 20)
        s.report()
        s.contact(slot: 1, id: 101, 500, 300)
        s.report()
        s.slot(0)
        s.position(15, 20)
        s.report()
        s.slot(1)
        s.trackingID(-1)
        s.report()
        s.slot(0)
        s.trackingID(-1)
        s.report()
        let frames = TestDevices.frames(.slots, s)
        #expect(
            frames.map(summary) == [
                ["1 began 10 20"], ["2 began 500 300"], ["1 moved 15 20"], ["2 ended 500 300"], ["1 ended 15 20"],
            ])
        #expect(frames.map(\.time.microseconds) == [0, 10_000, 20_000, 30_000, 40_000])
    }

    /// The decoder reports only the slots a frame changed, by a bit per slot; a device's
    /// slots beyond the 64th are reported too, in slot order with the others.
    @Test func slotsBeyondTheSixtyFourthAreReportedInSlotOrder() {
        var s = EvdevEvents()
        s.contact(slot: 130, id: 7, 30, 40)
        s.contact(slot: 2, id: 8, 50, 60)
        s.contact(slot: 70, id: 9, 70, 80)
        s.report()
        s.slot(130)
        s.position(31, 41)
        s.slot(70)
        s.trackingID(-1)
        s.report()
        let frames = TestDevices.frames(.slots, s, decoder: TestDevices.decoder(.slots, slots: 200))
        #expect(
            frames.map(summary) == [
                ["1 began 50 60", "2 began 70 80", "3 began 30 40"], ["3 moved 31 41", "2 ended 70 80"],
            ])
    }

    @Test func aNewTrackingIDWithNoPositionStartsAtTheSlotsLastValues() {
        var s = EvdevEvents()
        s.contact(slot: 0, id: 3, 340, 242)
        s.report()
        s.trackingID(-1)
        s.report()
        s.trackingID(4)
        s.abs(ABS_MT_POSITION_Y, 228)
        s.report()  // X unchanged: not sent
        s.trackingID(-1)
        s.report()
        s.trackingID(5)
        s.report()  // neither axis sent
        let frames = TestDevices.frames(.slots, s)
        #expect(
            frames.map(summary) == [
                ["1 began 340 242"], ["1 ended 340 242"], ["2 began 340 228"], ["2 ended 340 228"], ["3 began 340 228"],
            ])
    }

    @Test func framesWithNoTouchChangeEmitNothing() {
        var s = EvdevEvents()
        s.contact(slot: 0, id: 1, 10, 10)
        s.report()
        s.abs(ABS_MT_TOUCH_MAJOR, 30)
        s.report()
        s.position(10, 10)
        s.report()
        s.add(EV_MSC, MSC_TIMESTAMP, 5)
        s.report()
        #expect(TestDevices.frames(.slots, s).count == 1)
    }

    @Test func downsAndMovesComeBeforeLiftsWithinAFrame() {
        var s = EvdevEvents()
        s.contact(slot: 0, id: 1, 10, 10)
        s.report()
        s.slot(0)
        s.trackingID(-1)
        s.contact(slot: 1, id: 2, 50, 50)
        s.report()
        let frames = TestDevices.frames(.slots, s)
        #expect(frames.last.map(summary) == ["2 began 50 50", "1 ended 10 10"])
    }

    @Test func outOfRangeSlotsAreIgnoredUntilAValidSlot() {
        var s = EvdevEvents()
        s.contact(slot: 0, id: 1, 10, 10)
        s.report()
        s.contact(slot: 7, id: 9, 900, 400)
        s.report()  // 4 slots: 7 is bogus
        s.slot(-1)
        s.position(800, 300)
        s.report()
        s.slot(0)
        s.position(20, 10)
        s.report()
        let frames = TestDevices.frames(.slots, s)
        #expect(frames.map(summary) == [["1 began 10 10"], ["1 moved 20 10"]])
    }

    @Test func aTrackingIDAlreadyUsedByAnotherSlotCancelsTheOlderContact() {
        var s = EvdevEvents()
        s.contact(slot: 0, id: 7, 10, 10)
        s.report()
        s.contact(slot: 1, id: 7, 60, 60)
        s.report()
        s.slot(0)
        s.position(11, 11)
        s.report()  // slot 0 no longer has a contact
        let frames = TestDevices.frames(.slots, s)
        #expect(frames.map(summary) == [["1 began 10 10"], ["2 began 60 60", "1 cancelled 10 10"]])
    }

    @Test func aNewTrackingIDInAnOccupiedSlotEndsTheOldContact() {
        var s = EvdevEvents()
        s.contact(slot: 0, id: 1, 10, 10)
        s.report()
        s.trackingID(2)
        s.position(30, 30)
        s.report()
        #expect(TestDevices.frames(.slots, s).map(summary) == [["1 began 10 10"], ["2 began 30 30", "1 ended 10 10"]])
    }

    @Test func palmContactsAreIgnoredAndAFingerTurningPalmIsCancelled() {
        var s = EvdevEvents()
        s.slot(0)
        s.trackingID(1)
        s.abs(ABS_MT_TOOL_TYPE, MT_TOOL_PALM)
        s.position(10, 10)
        s.report()
        s.position(20, 20)
        s.report()
        s.slot(1)
        s.trackingID(2)
        s.abs(ABS_MT_TOOL_TYPE, MT_TOOL_FINGER)
        s.position(100, 100)
        s.report()
        s.abs(ABS_MT_TOOL_TYPE, MT_TOOL_PALM)
        s.position(110, 100)
        s.report()
        s.abs(ABS_MT_TOOL_TYPE, MT_TOOL_FINGER)
        s.position(120, 100)
        s.report()  // still the palm's life
        s.trackingID(-1)
        s.slot(0)
        s.trackingID(-1)
        s.report()
        s.slot(0)
        s.trackingID(3)
        s.abs(ABS_MT_TOOL_TYPE, MT_TOOL_FINGER)
        s.report()
        let frames = TestDevices.frames(.slots, s)
        #expect(frames.map(summary) == [["1 began 100 100"], ["1 cancelled 100 100"], ["2 began 20 20"]])
    }

    // MARK: SYN_DROPPED

    @Test func droppedEventsMidDragCancelTheTouchAndStartNothingFromAxisUpdates() {
        var s = EvdevEvents()
        s.contact(slot: 0, id: 1, 10, 10)
        s.report()
        s.position(20, 10)
        s.report()
        s.position(30, 10)
        s.dropped()
        s.position(40, 10)
        s.contact(slot: 1, id: 2, 400, 10)
        s.report()  // discarded
        s.slot(0)
        s.position(50, 10)
        s.report()  // the old finger goes on moving, untracked
        s.slot(1)
        s.position(410, 10)
        s.report()
        s.contact(slot: 0, id: 5, 60, 10)
        s.report()  // a new tracking id: a new touch
        let frames = TestDevices.frames(.slots, s)
        #expect(frames.map(summary) == [["1 began 10 10"], ["1 moved 20 10"], ["1 cancelled 20 10"], ["2 began 60 10"]])
        #expect(frames[2].time == Instant(microseconds: 20_000))
    }

    @Test func droppedEventsResyncFromTheDeviceState() {
        var decoder = TestDevices.decoder(.slots)
        decoder.resync = {
            DeviceSnapshot(
                slots: [
                    .init(trackingID: 1, x: 90, y: 10), .init(trackingID: -1, x: 0, y: 0),
                    .init(trackingID: 30, x: 300, y: 300), .init(trackingID: 30, x: 5, y: 5),
                ],
                currentSlot: 2, x: 0, y: 0, isTouching: true)
        }
        var s = EvdevEvents()
        s.contact(slot: 0, id: 1, 10, 10)
        s.contact(slot: 1, id: 2, 200, 200)
        s.report()
        s.dropped()
        s.report()
        s.position(310, 300)
        s.report()  // slot 2 is current after the resync
        let frames = decoder.decode(s.events)
        #expect(
            frames.map(summary) == [
                ["1 began 10 10", "2 began 200 200"],
                ["1 moved 90 10", "3 began 300 300", "2 cancelled 200 200"],  // slot 3's doubled id 30 is refused
                ["3 moved 310 300"],
            ])
    }

    /// Issue 11, item 4: the events lost in a drop may have switched slots, so a slot's
    /// values from before the drop may be another finger's. With no device to re-read, a
    /// touch that begins after the drop waits until both of its coordinates arrived after
    /// the drop; values sent after the drop are kept whichever frame they came in.
    @Test func droppedEventsWithoutADeviceLetNoNewTouchTakeACoordinateFromBeforeTheDrop() {
        var s = EvdevEvents()
        s.contact(slot: 0, id: 1, 100, 50)
        s.contact(slot: 1, id: 2, 600, 400)
        s.report()
        s.dropped()
        s.report()
        s.slot(0)
        s.trackingID(7)
        s.abs(ABS_MT_POSITION_X, 620)
        s.report()  // y unknown: the kernel sent none because its slot 0 already had it
        s.abs(ABS_MT_POSITION_X, 625)
        s.report()
        s.abs(ABS_MT_POSITION_Y, 410)
        s.report()  // now both arrived after the drop
        s.slot(1)
        s.abs(ABS_MT_POSITION_Y, 90)
        s.report()  // the old slot 1 finger, untracked since the drop
        s.trackingID(8)
        s.abs(ABS_MT_POSITION_X, 700)
        s.report()  // y 90 came after the drop: it counts
        let frames = TestDevices.frames(.slots, s)
        #expect(
            frames.map(summary) == [
                ["1 began 100 50", "2 began 600 400"], ["1 cancelled 100 50", "2 cancelled 600 400"], ["3 began 625 410"],
                ["4 began 700 90"],
            ])
    }

    /// Issue 14: a device's slots keep their values across opens, and the kernel sends
    /// only what changed, so a touch beginning right after the open in a slot whose y
    /// did not change comes without one. The state read at the open supplies it; the
    /// finger already down then is ignored until it lifts.
    @Test func aDeviceOpenedMidStreamTakesItsSlotsFromTheStateReadAtTheOpen() {
        var decoder = TestDevices.decoder(.slots)
        decoder.start(
            from: DeviceSnapshot(
                slots: [.init(trackingID: -1, x: 340, y: 242), .init(trackingID: 9, x: 800, y: 400)],
                currentSlot: 1, x: 800, y: 400, isTouching: true))
        var s = EvdevEvents()
        s.abs(ABS_MT_POSITION_X, 810)
        s.report()  // slot 1's finger, down before the open, moves: ignored
        s.slot(0)
        s.trackingID(4)
        s.abs(ABS_MT_POSITION_X, 500)
        s.report()  // a new finger in slot 0 at y 242: the kernel sends no Y
        s.slot(1)
        s.trackingID(-1)
        s.report()  // the old finger lifts: it was never reported
        s.trackingID(10)
        s.abs(ABS_MT_POSITION_Y, 420)
        s.report()  // a new finger in slot 1, x unchanged
        #expect(decoder.decode(s.events).map(summary) == [["1 began 500 242"], ["2 began 810 420"]])
    }

    @Test func cancelAllTouchesEndsEveryFingerOnce() {
        var decoder = TestDevices.decoder(.slots)
        var s = EvdevEvents()
        s.contact(slot: 0, id: 1, 10, 10)
        s.contact(slot: 1, id: 2, 20, 20)
        s.report()
        _ = decoder.decode(s.events)
        #expect(decoder.touchCount == 2)
        let frame = decoder.cancelAllTouches(at: Instant(microseconds: 99))
        #expect(frame.map(summary) == ["1 cancelled 10 10", "2 cancelled 20 20"])
        #expect(frame?.time == Instant(microseconds: 99))
        #expect(decoder.cancelAllTouches(at: Instant(microseconds: 100)) == nil)
        #expect(decoder.touchCount == 0)
    }

    // MARK: Protocol A

    @Test func protocolAMatchesContactsByDistance() {
        var s = EvdevEvents()
        s.packet(100, 100)
        s.report()
        s.packet(700, 400)
        s.packet(105, 100)
        s.report()  // order swapped
        s.packet(110, 100)
        s.packet(690, 400)
        s.report()
        s.packet(690, 400)
        s.report()  // the first finger lifts
        s.touchButton(false)
        s.report()  // no packet at all: nothing is down
        let frames = TestDevices.frames(.packets, s)
        #expect(
            frames.map(summary) == [
                ["1 began 100 100"],
                ["2 began 700 400", "1 moved 105 100"],
                ["1 moved 110 100", "2 moved 690 400"],
                ["1 ended 110 100"],
                ["2 ended 690 400"],
            ])
    }

    /// `ABS_MT_TOOL_TYPE` gives a touch its type when it begins: `MT_TOOL_PEN` a pen,
    /// `MT_TOOL_FINGER` (or no tool event) a finger; protocol A's packets alike.
    @Test func aContactsToolGivesItsTouchType() {
        var s = EvdevEvents()
        s.slot(0)
        s.trackingID(1)
        s.abs(ABS_MT_TOOL_TYPE, MT_TOOL_PEN)
        s.position(10, 10)
        s.slot(1)
        s.trackingID(2)
        s.position(100, 100)
        s.report()
        s.slot(0)
        s.trackingID(-1)
        s.slot(1)
        s.trackingID(-1)
        s.report()
        s.slot(0)
        s.trackingID(3)
        s.abs(ABS_MT_TOOL_TYPE, MT_TOOL_FINGER)
        s.report()
        let types = TestDevices.frames(.slots, s).flatMap { $0.updates.filter { $0.phase == .began }.map(\.type) }
        #expect(types == [.pen, .finger, .finger])
        var a = EvdevEvents()
        a.position(100, 100)
        a.abs(ABS_MT_TOOL_TYPE, MT_TOOL_PEN)
        a.mtReport()
        a.packet(500, 500)
        a.report()
        let packetTypes = TestDevices.frames(.packets, a).flatMap { $0.updates.map(\.type) }
        #expect(packetTypes == [.pen, .finger])
    }

    @Test func protocolAIgnoresPalmsAndDropsIncompletePackets() {
        var s = EvdevEvents()
        s.packet(100, 100)
        s.report()
        s.position(100, 100)
        s.abs(ABS_MT_TOOL_TYPE, MT_TOOL_PALM)
        s.mtReport()
        s.abs(ABS_MT_POSITION_X, 5)
        s.mtReport()
        s.report()
        let frames = TestDevices.frames(.packets, s)
        #expect(frames.map(summary) == [["1 began 100 100"], ["1 cancelled 100 100"]])
    }

    /// Issue 11, item 1: greedy pairing takes the closest pair first (B's old place and
    /// A's new one, 1000 apart), which forces A onto B's new place: the fingers swapped
    /// every frame. The least total squared distance keeps each on its own line.
    @Test func protocolAKeepsIdentitiesOfContactsMovingAlongTheLineJoiningThem() {
        let description = DeviceDescription(
            name: "A",
            axes: [
                UInt16(ABS_MT_POSITION_X): AbsInfo(minimum: 0, maximum: 19999),
                UInt16(ABS_MT_POSITION_Y): AbsInfo(minimum: 0, maximum: 9999),
            ])
        let decoder = EvdevDecoder(
            description: description, mapper: CoordinateMapper(description: description, screen: Size(width: 20000, height: 10000)))
        var s = EvdevEvents()
        for step in Int32(0)..<4 {
            s.packet(1000 + 2000 * step, 5000)
            s.packet(4000 + 2000 * step, 5000)
            s.report()
        }
        #expect(
            TestDevices.frames(.packets, s, decoder: decoder).map(summary) == [
                ["1 began 1000 5000", "2 began 4000 5000"],
                ["1 moved 3000 5000", "2 moved 6000 5000"],
                ["1 moved 5000 5000", "2 moved 8000 5000"],
                ["1 moved 7000 5000", "2 moved 10000 5000"],
            ])
    }

    /// On an exact tie of the total squared distance, the previous order is kept: the
    /// first contact of the last frame goes on as the first contact of this one.
    @Test func protocolAKeepsThePreviousOrderOnAnExactTie() {
        var s = EvdevEvents()
        s.packet(100, 100)
        s.packet(300, 100)
        s.report()
        s.packet(200, 200)
        s.packet(200, 0)
        s.report()  // each pairing totals 4 · 100²
        s.packet(200, 200)
        s.packet(200, 200)
        s.report()  // both on one spot
        s.packet(200, 200)
        s.packet(200, 200)
        s.packet(200, 200)
        s.report()
        #expect(
            TestDevices.frames(.packets, s).map(summary) == [
                ["1 began 100 100", "2 began 300 100"],
                ["1 moved 200 200", "2 moved 200 0"],
                ["2 moved 200 200"],
                ["3 began 200 200"],
            ])
    }

    /// Issue 11, item 2: a frame that carries no contact information (a scan code, a
    /// repeated `BTN_TOUCH 1`) says nothing about the contacts; only an empty
    /// `SYN_MT_REPORT` frame or `BTN_TOUCH 0` ends them (mtdev's rule).
    @Test func protocolAFramesWithoutContactDataChangeNothing() {
        var s = EvdevEvents()
        s.touchButton(true)
        s.packet(100, 100)
        s.report()
        s.add(EV_MSC, MSC_SCAN, 0x000d_0042)
        s.report()
        s.touchButton(true)
        s.report()
        s.report()
        s.packet(110, 100)
        s.report()  // the same finger, moved
        s.mtReport()
        s.report()  // an empty packet: no contact
        s.packet(500, 300)
        s.report()
        s.add(EV_MSC, MSC_SCAN, 0x000d_0042)
        s.touchButton(false)
        s.report()
        #expect(
            TestDevices.frames(.packets, s).map(summary) == [
                ["1 began 100 100"], ["1 moved 110 100"], ["1 ended 110 100"], ["2 began 500 300"], ["2 ended 500 300"],
            ])
    }

    /// Issue 11, item 3: after `SYN_DROPPED` the next complete frame is the whole truth
    /// (every protocol-A frame lists every contact): the finger still there goes on, the
    /// one that vanished is cancelled, a new one begins.
    @Test func protocolADroppedEventsContinueTheTouchesStillThere() {
        var s = EvdevEvents()
        s.packet(100, 100)
        s.packet(600, 300)
        s.report()
        s.packet(105, 100)
        s.dropped()
        s.packet(900, 400)
        s.report()  // discarded, with the packet before the drop
        s.add(EV_MSC, MSC_SCAN, 1)
        s.report()  // no contact data: still waiting for the full state
        s.packet(120, 100)
        s.report()
        s.packet(125, 100)
        s.packet(800, 50)
        s.report()
        #expect(
            TestDevices.frames(.packets, s).map(summary) == [
                ["1 began 100 100", "2 began 600 300"],
                ["1 moved 120 100", "2 cancelled 600 300"],
                ["1 moved 125 100", "3 began 800 50"],
            ])
    }

    @Test func protocolAUsesAtMostThirtyTwoContactsAFrame() {
        var s = EvdevEvents()
        for index in 0..<40 {
            s.position(Int32(index * 20), 10)
            s.mtReport()
        }
        s.report()
        #expect(TestDevices.frames(.packets, s).first?.updates.count == PacketTracker.maximumContacts)
    }

    // MARK: Single-touch

    @Test func singleTouchFollowsBTNTouch() {
        var s = EvdevEvents()
        s.abs(ABS_X, 50)
        s.abs(ABS_Y, 60)
        s.report()  // axis only: no touch
        s.touchButton(true)
        s.abs(ABS_X, 55)
        s.report()
        s.abs(ABS_Y, 65)
        s.report()
        s.touchButton(false)
        s.report()
        #expect(TestDevices.frames(.singleTouch, s).map(summary) == [["1 began 55 60"], ["1 moved 55 65"], ["1 ended 55 65"]])
    }

    /// After a drop with no device to ask, a single-touch panel waits for a new press,
    /// and (issue 11, item 4) for ABS_X and ABS_Y both sent after the drop.
    @Test func singleTouchWaitsForANewPressAndBothCoordinatesAfterDroppedEvents() {
        var s = EvdevEvents()
        s.touchButton(true)
        s.abs(ABS_X, 10)
        s.abs(ABS_Y, 10)
        s.report()
        s.dropped()
        s.report()
        s.abs(ABS_X, 20)
        s.report()
        s.touchButton(false)
        s.report()
        s.touchButton(true)
        s.report()  // y not sent since the drop
        s.abs(ABS_Y, 30)
        s.report()
        #expect(TestDevices.frames(.singleTouch, s).map(summary) == [["1 began 10 10"], ["1 cancelled 10 10"], ["2 began 20 30"]])
    }

    /// As for protocol B: a press right after the open whose y did not change takes the
    /// ABS_Y read at the open; a finger pressed before the open is not reported.
    @Test func singleTouchOpenedMidStreamTakesItsPositionFromTheOpen() {
        var decoder = TestDevices.decoder(.singleTouch)
        decoder.start(from: DeviceSnapshot(slots: [], currentSlot: 0, x: 50, y: 60, isTouching: true))
        var s = EvdevEvents()
        s.abs(ABS_X, 52)
        s.report()  // the finger pressed before the open
        s.touchButton(false)
        s.report()
        s.touchButton(true)
        s.abs(ABS_X, 70)
        s.report()  // ABS_Y 60 unchanged: not sent
        #expect(decoder.decode(s.events).map(summary) == [["1 began 70 60"]])
    }

    @Test func theProtocolComesFromTheDescription() {
        #expect(TestDevices.description(.slots).touchProtocol == .slots)
        #expect(TestDevices.description(.packets).touchProtocol == .packets)
        #expect(TestDevices.description(.singleTouch).touchProtocol == .singleTouch)
        #expect(DeviceDescription(name: "keyboard").touchProtocol == nil)
    }
}

/// Keys through the decoder, on real 24-byte records.
struct EvdevKeyDecodingTests {
    private func decode(_ stream: EvdevEvents, _ touchProtocol: MultiTouchProtocol = .slots) -> (frames: [TouchFrame], keys: [String]) {
        var decoder = TestDevices.decoder(touchProtocol)
        var codec = InputEventCodec()
        var keys: [KeyEvent] = []
        let frames = decoder.decode(codec.decode(stream.bytes), keys: &keys)
        return (frames, keys.map { "\($0.key) \($0.change) @\($0.time.microseconds / 1000)" })
    }

    @Test func aPressRepeatsAndReleaseComeAtTheirReportsTimesWithTheirValues() {
        var s = EvdevEvents()
        s.add(EV_MSC, MSC_SCAN, 0xc00cd)
        s.add(EV_KEY, KEY_PLAYPAUSE, 1)
        s.report(advance: .milliseconds(250))
        s.add(EV_KEY, KEY_PLAYPAUSE, 2)
        s.report(advance: .milliseconds(33))
        s.add(EV_KEY, KEY_PLAYPAUSE, 2)
        s.report(advance: .milliseconds(100))
        s.add(EV_KEY, KEY_PLAYPAUSE, 0)
        s.add(EV_KEY, KEY_1, 1)
        s.report()
        let decoded = decode(s)
        #expect(decoded.frames.isEmpty)
        #expect(
            decoded.keys == [
                "KEY_PLAYPAUSE pressed @0", "KEY_PLAYPAUSE repeated @250", "KEY_PLAYPAUSE repeated @283", "KEY_PLAYPAUSE released @383",
                "KEY_1 pressed @383",
            ])
    }

    /// A touch panel's own buttons are its touches, not keys; a key beside a touch comes
    /// out beside its frame.
    @Test func buttonsAreNotKeysAndKeysComeBesideTouches() {
        var s = EvdevEvents()
        s.touchButton(true)
        s.abs(ABS_X, 10)
        s.abs(ABS_Y, 20)
        s.add(EV_KEY, KEY_VOLUMEUP, 1)
        s.add(EV_KEY, BTN_LEFT, 1)
        s.report()
        let decoded = decode(s, .singleTouch)
        #expect(decoded.frames.map(summary) == [["1 began 10 20"]])
        #expect(decoded.keys == ["KEY_VOLUMEUP pressed @0"])
    }

    @Test func keysOfAPacketCutBySynDroppedAreLost() {
        var s = EvdevEvents()
        s.add(EV_KEY, KEY_A, 1)
        s.dropped()
        s.add(EV_KEY, KEY_A, 0)
        s.report()
        s.add(EV_KEY, KEY_B, 1)
        s.add(EV_KEY, KEY_B, 7)
        s.report()
        #expect(decode(s).keys == ["KEY_B pressed @10"])
    }

    @Test func aPacketDeliversAtMostItsShareOfKeys() {
        var s = EvdevEvents()
        for _ in 0..<1000 { s.add(EV_KEY, KEY_A, 2) }
        s.report()
        #expect(decode(s).keys.count == EvdevDecoder.maximumKeysPerPacket)
    }
}
