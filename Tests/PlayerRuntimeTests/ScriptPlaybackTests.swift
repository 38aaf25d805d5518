import Testing

@testable import Gestures
@testable import PlayerGestures
@testable import PlayerModel
@testable import PlayerRuntime
@testable import TouchScripts

/// The timeline stepping shared by `simulate` and `play --script`.
struct ScriptPlaybackTests {
    private final class Recorder: PlayerGesturesDelegate {
        var log: [String] = []
        func playerGestures(didRecognize action: PlayerAction, payload: ActionPayload, at time: Instant) {
            log.append("\(action.rawValue)@\(time.microseconds / 1000)")
        }
        func playerGestures(didRequest command: GestureCommand, at time: Instant) {
            log.append("\(command.text)@\(time.microseconds / 1000)")
        }
        func playerGestures(didObserve event: TouchSequenceEvent, at time: Instant) {}
        func playerGestures(didUse menu: MenuEvent, at time: Instant) {
            log.append("\(menu.action.rawValue)@\(time.microseconds / 1000)")
        }
    }

    /// The recorder is the layer's delegate, which the layer holds unowned: the caller keeps
    /// it while the playback runs.
    private func playback(_ text: String) throws -> (ScriptPlayback, Recorder) {
        let script = try TouchScriptParser.parse(text: text, fileName: "t.touch")
        let layer = PlayerGestureLayer(screen: Size(width: 1280, height: 720))
        let recorder = Recorder()
        layer.delegate = recorder
        return (ScriptPlayback(script: script, layer: layer), recorder)
    }

    private func ms(_ value: Int64) -> Instant { Instant(microseconds: value * 1000) }

    @Test func nextTimeIsTheEarlierOfTheNextEventAndTheNextDeadline() throws {
        let (playback, recorder) = try playback("@0 tap 640 360\n@1000 expect paused no\n")
        #expect(playback.nextTime == ms(0))
        playback.advance(to: ms(0)) { _ in }
        #expect(playback.nextTime == ms(50))  // the lift
        playback.advance(to: ms(50)) { _ in }
        #expect(playback.nextTime == ms(350))  // the double tap's deadline, before the expectation
        playback.advance(to: ms(350)) { _ in }
        #expect(recorder.log == ["toggleControls@350"])
        #expect(playback.nextTime == ms(1000))
        var checked: [Int] = []
        playback.advance(to: ms(1000)) { checked.append($0.line) }
        #expect(checked == [2])
        #expect(playback.inputEnded)
        #expect(playback.nextTime == nil)
    }

    @Test func expectationsAreHandedOverAtTheirTimeAfterTheFramesOfThatTime() throws {
        let (playback, recorder) = try playback("@0 down 1 640 360\n@500 expect speed 2\n@500 up 1\n")
        var layerTimeAtCheck: Instant?
        var fingersAtCheck = -1
        withExtendedLifetime(recorder) {
            playback.runToEnd { _ in
                layerTimeAtCheck = playback.layer.clock.now
                fingersAtCheck = playback.layer.fingersDown
            }
        }
        #expect(layerTimeAtCheck == ms(500))
        #expect(fingersAtCheck == 0)
    }

    /// Issue 11, item 9: a trailing `wait` is input too — time runs on to the script's
    /// end, the finger stays down through it and is cancelled only then.
    @Test func aTrailingWaitKeepsThePlaybackGoingToTheScriptsEnd() throws {
        let (playback, recorder) = try playback("@0 down 1 640 360\n+0 wait 2s\n")
        playback.advance(to: ms(0)) { _ in }
        #expect(!playback.inputEnded)
        #expect(playback.nextTime == ms(500))  // the long press
        playback.advance(to: ms(500)) { _ in }
        #expect(playback.nextTime == ms(2000))
        playback.runToEnd { _ in }
        #expect(playback.inputEnded)
        #expect(playback.layer.clock.now == ms(2000))
        #expect(recorder.log == ["holdBegan@500", "holdEnded@2000"])
        #expect(playback.nextTime == nil)
    }

    @Test func theEndOfInputRunsTheDeadlinesOutThenCancelsTheTouches() throws {
        let (playback, recorder) = try playback("@0 tap 640 360\n@200 down 1 650 360\n")
        playback.advance(to: ms(200)) { _ in }
        #expect(playback.inputEnded)
        // Pending: the second tap's press deadline (700: the double fails, the single fires)
        // and the long press (700).
        #expect(playback.nextTime == ms(700))
        playback.runToEnd { _ in }
        #expect(recorder.log == ["toggleControls@700", "holdBegan@700", "holdEnded@700"])
        #expect(playback.layer.fingersDown == 0)
        #expect(playback.nextTime == nil)
    }
}
