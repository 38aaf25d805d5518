import TestSupport
import Testing

@testable import Gestures
@testable import TouchInput
@testable import TouchScripts

/// The pan's release velocity on the real recordings' one-finger strokes (the 3M panel's,
/// 200 reports a second), against what the recording itself shows of the finger.
struct RecordedReleaseVelocityTests {
    /// A stroke the pan ended with one finger, down alone for its last 100 ms at least: its
    /// velocity at the end, and the finger's mean velocity over those 100 ms, from the
    /// recording's frames.
    struct Release {
        var velocity: Point
        var meanOfLast100Milliseconds: Point
    }

    static func releases(in name: String) throws -> [Release] {
        let script = try ScriptLoader.load(path: Fixtures.recording(name), descPath: nil)
        let window = View(frame: Rect(x: 0, y: 0, width: 1280, height: 720))
        let router = TouchRouter(window: window, clock: ManualClock())
        let pan = PanGestureRecognizer()
        window.addGestureRecognizer(pan)
        var releases: [Release] = []
        // The one finger down's places since the fingers down last changed.
        var path: [(microseconds: Int64, location: Point)] = []
        var down: [Int: Point] = [:]
        pan.addTarget { [unowned pan, unowned router] _ in
            let now = router.clock.now.microseconds
            let recent = path.filter { $0.microseconds >= now - 100_000 }
            guard pan.state == .ended, let alone = path.first, alone.microseconds <= now - 100_000,
                let first = recent.first, let last = recent.last, last.microseconds > first.microseconds
            else { return }
            let seconds = Double(last.microseconds - first.microseconds) / 1_000_000
            let mean = Point(x: (last.location.x - first.location.x) / seconds, y: (last.location.y - first.location.y) / seconds)
            releases.append(Release(velocity: pan.velocity(in: nil), meanOfLast100Milliseconds: mean))
        }
        for frame in script.frames {
            let fingers = Set(down.keys)
            for update in frame.updates where update.phase != .ended && update.phase != .cancelled {
                down[update.id] = update.location
            }
            if Set(down.keys) != fingers { path = [] }
            if down.count == 1, let location = down.values.first { path.append((frame.time.microseconds, location)) }
            router.send(frame)
            for update in frame.updates where update.phase == .ended || update.phase == .cancelled { down[update.id] = nil }
        }
        return releases
    }

    /// Both strokes slow down before the lift (one to a stop): the release velocity is
    /// never against the finger's way, and no faster than its mean over the last 100 ms.
    @Test func aSlowingStrokeReleasesNoFasterThanItMovedAndNeverBackwards() throws {
        let releases = try Self.releases(in: "3m-microtouch.multi-finger.evemu")
        #expect(releases.count == 2)
        for release in releases {
            let (velocity, mean) = (release.velocity, release.meanOfLast100Milliseconds)
            #expect(velocity.x * mean.x + velocity.y * mean.y >= 0, "\(velocity) against \(mean)")
            #expect(velocity.distance(to: .zero) <= mean.distance(to: .zero), "\(velocity) faster than \(mean)")
        }
    }
}
