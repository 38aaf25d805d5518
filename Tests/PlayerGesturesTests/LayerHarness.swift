import Gestures
import PlayerGestures
import PlayerModel
import TestSupport
import TextFormats

/// Drives a `PlayerGestureLayer` on a 1280x720 screen with frames at given milliseconds
/// and records what it reports, as "ACTION DEGREE @MS" (or "GESTURE: COMMAND @MS") strings.
final class LayerHarness: PlayerGesturesDelegate, LayerFrames {
    let layer: PlayerGestureLayer
    /// Every action reported, e.g. "volumeUp 30 @120" or "toggleControls @350".
    private(set) var actions: [String] = []
    /// Every touch-sequence event reported, e.g. "panBegan @20", "seekTapsRunBegan @200",
    /// "touches 0 @50", "controls visible @350".
    private(set) var observations: [String] = []

    init(settings: GestureSettings = GestureSettings(), bindings: GestureBindings = .defaults) {
        layer = PlayerGestureLayer(screen: Size(width: 1280, height: 720), settings: settings, bindings: bindings)
        layer.delegate = self
    }

    func playerGestures(didRecognize action: PlayerAction, payload: ActionPayload, at time: Instant) {
        let degreeText = payload.number.map { " " + NumberText.format(($0 * 1e6).rounded() / 1e6) } ?? ""
        actions.append("\(action.rawValue)\(degreeText) @\(Self.milliseconds(time))")
    }

    /// A bound command, as "GESTURE: COMMAND @MS" among the actions.
    func playerGestures(didRequest command: GestureCommand, at time: Instant) {
        actions.append("\(command.gesture): \(command.text) @\(Self.milliseconds(time))")
    }

    /// A menu event (a bound `touchmpv/menu` has no controls here to open it), as
    /// "menuOpen NAME @MS" among the actions.
    func playerGestures(didUse menu: MenuEvent, at time: Instant) {
        actions.append("\(menu.action.rawValue) \(menu.menu.rawValue) @\(Self.milliseconds(time))")
    }

    func playerGestures(didObserve event: TouchSequenceEvent, at time: Instant) {
        switch event {
        case .panBegan: observations.append("panBegan @\(Self.milliseconds(time))")
        case .seekTapsRunBegan: observations.append("seekTapsRunBegan @\(Self.milliseconds(time))")
        case .touches(let fingers): observations.append("touches \(fingers) @\(Self.milliseconds(time))")
        case .controls(let visible): observations.append("controls \(visible ? "visible" : "hidden") @\(Self.milliseconds(time))")
        }
    }

    func deliver(_ frame: TouchFrame) { layer.send(frame) }

    /// Moves time to `ms`, firing due deadlines.
    func advance(to ms: Double) { layer.advance(to: Self.at(ms)) }

    /// Runs every pending deadline.
    func drain() {
        while let deadline = layer.nextDeadline { layer.advance(to: deadline) }
    }
}
