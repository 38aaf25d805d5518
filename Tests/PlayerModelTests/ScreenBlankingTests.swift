import Gestures
import PlayerModel
import Testing

/// The daily span of `screen-on`: which local times it holds and when it next switches.
struct DailySpanTests {
    private func clock(_ hours: Int64, _ minutes: Int64, _ seconds: Int64 = 0) -> Int64 {
        ((hours * 60 + minutes) * 60 + seconds) * 1_000_000
    }

    @Test func aDaySpanHoldsFromItsStartUpToItsEnd() {
        let span = DailySpan(start: 8 * 60, end: 22 * 60)
        #expect(!span.contains(clock(7, 59, 59)))
        #expect(span.contains(clock(8, 0)))
        #expect(span.contains(clock(21, 59, 59)))
        #expect(!span.contains(clock(22, 0)))
        #expect(!span.contains(clock(0, 0)))
    }

    @Test func anEndEarlierThanTheStartSpansMidnight() {
        let span = DailySpan(start: 22 * 60, end: 6 * 60)
        #expect(span.contains(clock(22, 0)))
        #expect(span.contains(clock(23, 59, 59)))
        #expect(span.contains(clock(0, 0)))
        #expect(span.contains(clock(5, 59, 59)))
        #expect(!span.contains(clock(6, 0)))
        #expect(!span.contains(clock(12, 0)))
        #expect(!span.contains(clock(21, 59, 59)))
    }

    @Test func anEqualStartAndEndIsTheWholeDayAndNeverSwitches() {
        let span = DailySpan(start: 8 * 60, end: 8 * 60)
        for hour in Int64(0)..<24 { #expect(span.contains(clock(hour, 30))) }
        #expect(span.untilNextSwitch(from: clock(8, 0)) == nil)
    }

    @Test func theNextSwitchIsTheNearestBoundaryAheadAcrossMidnight() {
        let span = DailySpan(start: 8 * 60, end: 22 * 60)
        #expect(span.untilNextSwitch(from: clock(21, 59, 30)) == .seconds(30))
        #expect(span.untilNextSwitch(from: clock(7, 0)) == .seconds(3600))
        #expect(span.untilNextSwitch(from: clock(23, 0)) == .seconds(9 * 3600))
        // At a switch, the one after it.
        #expect(span.untilNextSwitch(from: clock(22, 0)) == .seconds(10 * 3600))
        #expect(span.untilNextSwitch(from: clock(8, 0)) == .seconds(14 * 3600))
        let night = DailySpan(start: 22 * 60, end: 6 * 60)
        #expect(night.untilNextSwitch(from: clock(23, 0)) == .seconds(7 * 3600))
    }

    @Test func itPrintsAsTheKeyTakesIt() {
        #expect(DailySpan(start: 8 * 60 + 5, end: 22 * 60 + 30).description == "08:05-22:30")
    }
}

/// The screen's state: the schedule's switches, the quiet time, the waking touch.
struct ScreenBlankingTests {
    private static let day = DailySpan(start: 8 * 60, end: 22 * 60)

    private func clock(_ hours: Int64, _ minutes: Int64, _ seconds: Int64 = 0) -> Int64 {
        ((hours * 60 + minutes) * 60 + seconds) * 1_000_000
    }

    private func at(_ seconds: Int64) -> Instant { Instant(microseconds: seconds * 1_000_000) }

    private func frame(_ seconds: Int64, _ phase: TouchPhase, id: Int = 0) -> TouchFrame {
        TouchFrame(time: at(seconds), updates: [TouchUpdate(id: id, phase: phase, location: Point(x: 10, y: 10))])
    }

    @Test func theOffSpanPausesAndDarkensAndItsEndLightsAndResumes() {
        var screen = ScreenBlanking(schedule: ScreenSchedule(span: Self.day))
        #expect(screen.update(at: at(0), timeOfDay: clock(21, 59, 30), isIdle: false) == nil)
        #expect(screen.nextDeadline(at: at(0), timeOfDay: clock(21, 59, 30)) == at(30))
        #expect(screen.update(at: at(30), timeOfDay: clock(22, 0), isIdle: false) == .off(pause: true))
        #expect(!screen.isOn)
        #expect(screen.nextDeadline(at: at(30), timeOfDay: clock(22, 0)) == at(30 + 10 * 3600))
        #expect(screen.update(at: at(60), timeOfDay: clock(22, 0, 30), isIdle: true) == nil)
        #expect(screen.update(at: at(30 + 10 * 3600), timeOfDay: clock(8, 0), isIdle: true) == .on(resume: true))
        #expect(screen.isOn)
    }

    @Test func aPlayerAlreadyPausedOrEndedIsNotResumedByTheSchedule() {
        var screen = ScreenBlanking(schedule: ScreenSchedule(span: Self.day))
        _ = screen.update(at: at(0), timeOfDay: clock(21, 0), isIdle: true)
        #expect(screen.update(at: at(3600), timeOfDay: clock(22, 0), isIdle: true) == .off(pause: false))
        #expect(screen.update(at: at(36000), timeOfDay: clock(8, 0), isIdle: true) == .on(resume: false))
    }

    @Test func startingOutsideTheSpanStartsDarkAndPaused() {
        var screen = ScreenBlanking(schedule: ScreenSchedule(span: Self.day))
        #expect(screen.update(at: at(0), timeOfDay: clock(3, 0), isIdle: false) == .off(pause: true))
    }

    @Test func aClockSteppedAcrossASwitchIsASwitch() {
        var screen = ScreenBlanking(schedule: ScreenSchedule(span: Self.day))
        _ = screen.update(at: at(0), timeOfDay: clock(12, 0), isIdle: false)
        // NTP steps the clock from noon to 23:00 within one second of monotonic time.
        #expect(screen.update(at: at(1), timeOfDay: clock(23, 0), isIdle: false) == .off(pause: true))
        #expect(screen.nextDeadline(at: at(1), timeOfDay: clock(23, 0)) == at(1 + 9 * 3600))
        // And back: the span holds again, so the screen lights at once.
        #expect(screen.update(at: at(2), timeOfDay: clock(12, 0), isIdle: true) == .on(resume: true))
    }

    @Test func offAfterCountsFromTheLastTouchOrThePauseWhicheverIsLater() {
        var screen = ScreenBlanking(schedule: ScreenSchedule(offAfter: .seconds(60)))
        #expect(screen.update(at: at(0), timeOfDay: clock(12, 0), isIdle: false) == nil)
        #expect(screen.nextDeadline(at: at(0), timeOfDay: clock(12, 0)) == nil)
        #expect(screen.update(at: at(100), timeOfDay: clock(12, 1, 40), isIdle: true) == nil)
        #expect(screen.nextDeadline(at: at(100), timeOfDay: clock(12, 1, 40)) == at(160))
        #expect(screen.admit(frame(130, .began)) == .pass)
        #expect(screen.admit(frame(131, .ended)) == .pass)
        #expect(screen.update(at: at(160), timeOfDay: clock(12, 2, 40), isIdle: true) == nil)
        #expect(screen.nextDeadline(at: at(160), timeOfDay: clock(12, 2, 40)) == at(191))
        #expect(screen.update(at: at(191), timeOfDay: clock(12, 3, 11), isIdle: true) == .off(pause: false))
    }

    @Test func playingNeverDarkensInsideTheSpan() {
        var screen = ScreenBlanking(schedule: ScreenSchedule(span: Self.day, offAfter: .seconds(5)))
        #expect(screen.update(at: at(0), timeOfDay: clock(12, 0), isIdle: false) == nil)
        #expect(screen.update(at: at(3600), timeOfDay: clock(13, 0), isIdle: false) == nil)
        #expect(screen.isOn)
    }

    private func at(milliseconds: Int64) -> Instant { Instant(microseconds: milliseconds * 1000) }

    private func frame(milliseconds: Int64, _ phase: TouchPhase) -> TouchFrame {
        TouchFrame(time: at(milliseconds: milliseconds), updates: [TouchUpdate(id: 0, phase: phase, location: Point(x: 10, y: 10))])
    }

    /// Whatever `screen-off-after` a schedule was made with (0 here, which the
    /// configuration refuses), a woken screen stays lit `minimumOffAfter` after the
    /// waking touch's lift, in the span (paused) and out of it, so that the next touch is
    /// a gesture and not one more waking touch.
    /// (Noon, in the span, paused; 23:00, out of it, playing.)
    @Test(arguments: [(Int64(43_200_000_000), true), (Int64(82_800_000_000), false)])
    func aWokenScreenStaysLitAtLeastTheMinimum(timeOfDay: Int64, isIdle: Bool) {
        var screen = ScreenBlanking(schedule: ScreenSchedule(span: Self.day, offAfter: .zero))
        _ = screen.update(at: at(0), timeOfDay: timeOfDay, isIdle: isIdle)
        _ = screen.update(at: at(6), timeOfDay: timeOfDay, isIdle: isIdle)
        #expect(!screen.isOn)
        #expect(screen.admit(frame(milliseconds: 10_000, .began)) == .wake(.on(resume: !isIdle)))
        #expect(screen.admit(frame(milliseconds: 10_100, .ended)) == .swallow)
        let minimum = ScreenSchedule.minimumOffAfter
        #expect(screen.nextDeadline(at: at(milliseconds: 10_100), timeOfDay: timeOfDay) == at(milliseconds: 10_100) + minimum)
        #expect(screen.update(at: at(milliseconds: 10_100), timeOfDay: timeOfDay, isIdle: true) == nil)
        #expect(screen.update(at: at(milliseconds: 10_099) + minimum, timeOfDay: timeOfDay, isIdle: true) == nil)
        #expect(screen.isOn)
        #expect(screen.update(at: at(milliseconds: 10_100) + minimum, timeOfDay: timeOfDay, isIdle: true) == .off(pause: false))
    }

    /// A finger resting on the screen (on a seek preview, a long press) moves nothing, so
    /// no frame comes: the screen stays lit until the quiet time after its lift.
    @Test func theScreenDoesNotDarkenUnderAFingerAtRest() {
        var screen = ScreenBlanking(schedule: ScreenSchedule(offAfter: .seconds(10)))
        _ = screen.update(at: at(0), timeOfDay: clock(12, 0), isIdle: true)
        #expect(screen.admit(frame(5, .began)) == .pass)
        #expect(screen.nextDeadline(at: at(5), timeOfDay: clock(12, 0, 5)) == nil)
        #expect(screen.update(at: at(60), timeOfDay: clock(12, 1), isIdle: true) == nil)
        #expect(screen.admit(frame(100, .ended)) == .pass)
        #expect(screen.nextDeadline(at: at(100), timeOfDay: clock(12, 1, 40)) == at(110))
        #expect(screen.update(at: at(110), timeOfDay: clock(12, 1, 50), isIdle: true) == .off(pause: false))
    }

    @Test func theWakingSequenceIsSwallowedDownToItsLastLift() {
        var screen = ScreenBlanking(schedule: ScreenSchedule(offAfter: .seconds(10)))
        _ = screen.update(at: at(0), timeOfDay: clock(12, 0), isIdle: true)
        #expect(screen.update(at: at(10), timeOfDay: clock(12, 0, 10), isIdle: true) == .off(pause: false))
        #expect(screen.admit(frame(20, .began)) == .wake(.on(resume: false)))
        #expect(screen.admit(frame(20, .began, id: 1)) == .swallow)
        #expect(screen.admit(frame(21, .moved)) == .swallow)
        #expect(screen.admit(frame(21, .ended)) == .swallow)
        #expect(screen.admit(frame(22, .ended, id: 1)) == .swallow)
        #expect(screen.admit(frame(23, .began)) == .pass)
        #expect(screen.admit(frame(23, .ended)) == .pass)
        #expect(screen.isOn)
        // The quiet time counts from the last touch.
        #expect(screen.nextDeadline(at: at(23), timeOfDay: clock(12, 0, 23)) == at(33))
    }

    @Test func aTouchOnADarkOffSpanWakesResumesAndDarkensAgainWhenQuiet() {
        var screen = ScreenBlanking(schedule: ScreenSchedule(span: Self.day))
        _ = screen.update(at: at(0), timeOfDay: clock(23, 0), isIdle: false)
        #expect(screen.admit(frame(100, .began)) == .wake(.on(resume: true)))
        #expect(screen.admit(frame(100, .ended)) == .swallow)
        #expect(screen.update(at: at(101), timeOfDay: clock(23, 1, 41), isIdle: false) == nil)
        let quietEnd = at(100) + ScreenSchedule.offSpanWakeTime
        #expect(screen.nextDeadline(at: at(101), timeOfDay: clock(23, 1, 41)) == quietEnd)
        #expect(screen.update(at: quietEnd, timeOfDay: clock(23, 2, 40), isIdle: false) == .off(pause: true))
    }

    private func key(_ seconds: Int64, _ change: KeyEvent.Change, _ name: String = "KEY_PLAYPAUSE") throws -> KeyEvent {
        KeyEvent(time: at(seconds), key: try #require(KeyCode(name: name)), change: change)
    }

    /// A key press on a dark screen wakes it as the first touch does, resuming what the
    /// schedule paused; its repeats and its release, and a key pressed while it is held,
    /// are swallowed; the next press passes.
    @Test func aKeyPressWakesTheDarkScreenAndItsWholePressIsSwallowed() throws {
        var screen = ScreenBlanking(schedule: ScreenSchedule(span: Self.day))
        _ = screen.update(at: at(0), timeOfDay: clock(23, 0), isIdle: false)
        #expect(!screen.isOn)
        #expect(screen.admit(try key(100, .pressed)) == .wake(.on(resume: true)))
        #expect(screen.isOn)
        #expect(screen.admit(try key(100, .repeated)) == .swallow)
        #expect(screen.admit(try key(101, .pressed, "KEY_VOLUMEUP")) == .swallow)
        #expect(screen.admit(try key(101, .released)) == .swallow)
        #expect(screen.admit(try key(102, .released, "KEY_VOLUMEUP")) == .swallow)
        #expect(screen.admit(try key(103, .pressed)) == .pass)
        #expect(screen.admit(try key(103, .released)) == .pass)
        // A touch is not part of the waking press.
        #expect(screen.admit(frame(104, .began)) == .pass)
    }

    /// Keys are activity as touch frames are: `screen-off-after` counts from the last
    /// press, repeat or release, and not at all while a key is held.
    @Test func keysCountAsActivityAndAHeldKeyIsNoQuiet() throws {
        var screen = ScreenBlanking(schedule: ScreenSchedule(offAfter: .seconds(10)))
        _ = screen.update(at: at(0), timeOfDay: clock(12, 0), isIdle: true)
        #expect(screen.admit(try key(5, .pressed)) == .pass)
        #expect(screen.nextDeadline(at: at(5), timeOfDay: clock(12, 0, 5)) == nil)
        #expect(screen.update(at: at(60), timeOfDay: clock(12, 1), isIdle: true) == nil)
        #expect(screen.admit(try key(61, .repeated)) == .pass)
        #expect(screen.admit(try key(100, .released)) == .pass)
        #expect(screen.nextDeadline(at: at(100), timeOfDay: clock(12, 1, 40)) == at(110))
        #expect(screen.update(at: at(109), timeOfDay: clock(12, 1, 49), isIdle: true) == nil)
        #expect(screen.update(at: at(110), timeOfDay: clock(12, 1, 50), isIdle: true) == .off(pause: false))
        // A repeat or a release of a key held across the switch wakes nothing; a press does.
        #expect(screen.admit(try key(111, .released, "KEY_VOLUMEUP")) == .pass)
        #expect(!screen.isOn)
        #expect(screen.admit(try key(112, .pressed)) == .wake(.on(resume: false)))
    }

    @Test func withoutAScheduleNothingIsEverDue() {
        var screen = ScreenBlanking(schedule: ScreenSchedule())
        #expect(!screen.schedule.isActive)
        #expect(screen.update(at: at(0), timeOfDay: clock(23, 0), isIdle: true) == nil)
        #expect(screen.nextDeadline(at: at(0), timeOfDay: clock(23, 0)) == nil)
        #expect(screen.admit(frame(1, .began)) == .pass)
    }
}
