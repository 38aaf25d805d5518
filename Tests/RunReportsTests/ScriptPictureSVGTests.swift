import Foundation
import Gestures
import TestSupport
import Testing

@testable import PlayerModel
@testable import RunReports

/// The picture drawn from what a run recorded; `simulate --svg` drawing a script's run is
/// `SimulatePictureTests`' business.
struct ScriptPictureSVGTests {
    /// The step ticks of `picture` (grey lines across the pans' axes).
    static func ticks(_ picture: ScriptPicture) throws -> [XMLNode] {
        try XMLNode.parse(Data(ScriptPictureSVG.render(picture).utf8)).descendants("line").filter { $0.attributes["stroke"] == "#444" }
    }

    static func at(_ milliseconds: Int64) -> Instant { Instant(microseconds: milliseconds * 1000) }

    /// A finger down at `from`, moved to `to` and lifted, reporting `action` with `payload`
    /// before it lifts.
    static func gesture(
        _ picture: inout ScriptPicture, id: Int, from: Point, to: Point, start: Int64, _ action: PlayerAction, _ payload: ActionPayload
    ) {
        picture.record(TouchUpdate(id: id, phase: .began, location: from), at: at(start))
        picture.record(TouchUpdate(id: id, phase: .moved, location: to), at: at(start + 100))
        picture.record(PlayerGestureEvent(action: action, payload: payload, time: at(start + 100)))
        picture.record(TouchUpdate(id: id, phase: .ended, location: to), at: at(start + 116))
    }

    @Test func aPansStepsAreTickedFromItsPointsAndASeekBarsSecondsAreNot() throws {
        var pan = ScriptPicture(title: "pan.touch", screen: Size(width: 1280, height: 720), panStep: 30)
        Self.gesture(&pan, id: 1, from: Point(x: 300, y: 400), to: Point(x: 395, y: 400), start: 0, .seekForward, .points(95))
        #expect(try Self.ticks(pan).count == 3)
        var bar = ScriptPicture(title: "bar.touch", screen: Size(width: 1280, height: 720), panStep: 30)
        Self.gesture(&bar, id: 1, from: Point(x: 406, y: 680), to: Point(x: 874, y: 680), start: 0, .seekCancel, .seconds(450))
        #expect(try Self.ticks(bar).isEmpty)
    }
}
