import Gestures
import PlayerGestures
import PlayerModel
import PlayerUI
import TestSupport
import TextFormats

/// The touch controls as `simulate` and `play` set them up — the layer, the controls above
/// its view, a simulated player as its delegate, and the overlay fed with what the player
/// did — driven by frames at given milliseconds. It records what the layer reports, as
/// "ACTION DEGREE @MS" and "controls visible @MS" strings.
final class UIHarness: PlayerGesturesDelegate, LayerFrames {
    let layer: PlayerGestureLayer
    let controls: TouchControls
    let player: SimulatedPlayer
    let overlay: TouchOverlay
    /// Every action reported, e.g. "togglePause @150" or "seekBarPreview 300 @1000".
    private(set) var actions: [String] = []
    /// Every change of the controls' visibility, e.g. "controls visible @350".
    private(set) var visibility: [String] = []
    /// Every menu event, e.g. "menuOpen tracks @1050" or "menuSelect tracks 1 set aid 2 @2050".
    private(set) var menus: [String] = []
    /// What the media offers; a test changes it as mpv's observations would.
    var choices: MediaChoices {
        get { offered.value }
        set { offered.value = newValue }
    }
    private let offered: Offered

    /// The choices, in a box the controls read from.
    private final class Offered {
        var value: MediaChoices
        init(_ value: MediaChoices) { self.value = value }
    }

    init(
        screen: Size = Size(width: 1280, height: 720), panelTurn: QuarterTurn = .none, duration: Double? = 600,
        position: Double = 100, showsTouches: Bool = false, choices: MediaChoices = MediaChoices(),
        bindings: GestureBindings = .defaults
    ) {
        layer = PlayerGestureLayer(screen: screen, panelTurn: panelTurn, bindings: bindings)
        let player = SimulatedPlayer(state: PlayerState(paused: true, position: position, duration: duration))
        self.player = player
        let offered = Offered(choices)
        self.offered = offered
        controls = TouchControls(layer: layer, duration: { player.state.duration }, choices: { offered.value })
        overlay = TouchOverlay(layer: layer, controls: controls, settings: PlayerSettings(), showsHUD: true, showsTouches: showsTouches)
        layer.delegate = self
        if showsTouches {
            layer.router.onTouch = { [overlay] update, time in overlay.record(update, at: time) }
        }
    }

    func playerGestures(didRecognize action: PlayerAction, payload: ActionPayload, at time: Instant) {
        let degreeText = payload.number.map { " " + NumberText.format(($0 * 1000).rounded() / 1000) } ?? ""
        actions.append("\(action.rawValue)\(degreeText) @\(Self.milliseconds(time))")
        let commands = player.perform(action, payload: payload, at: time)
        overlay.record(PlayerGestureEvent(action: action, payload: payload, time: time), commands: commands)
    }

    func playerGestures(didRequest command: GestureCommand, at time: Instant) {
        actions.append("command \(command.text) @\(Self.milliseconds(time))")
        player.perform(command, at: time)
    }

    func playerGestures(didUse menu: MenuEvent, at time: Instant) {
        var text = "\(menu.action.rawValue) \(menu.menu.rawValue)"
        if case .select(let item, let command) = menu.kind { text += " \(item) \(command)" }
        menus.append(text + " @\(Self.milliseconds(time))")
        player.perform(menu, at: time)
    }

    func playerGestures(didObserve event: TouchSequenceEvent, at time: Instant) {
        if case .controls(let visible) = event {
            visibility.append("controls \(visible ? "visible" : "hidden") @\(Self.milliseconds(time))")
        }
        player.observe(event, at: time)
    }

    /// The overlay at `ms` (time moved on to it first), with the simulated player's status.
    func model(at ms: Double) -> OverlayModel {
        advance(to: ms)
        let state = player.state
        let status = PlaybackStatus(
            title: "clip.mkv", paused: state.paused, position: state.position, duration: state.duration, choices: choices)
        return overlay.compose(at: Self.at(ms), status: status)
    }

    /// The controls' layout.
    var layout: ControlsLayout { controls.layout }

    func deliver(_ frame: TouchFrame) { layer.send(frame) }

    /// A straight one-finger drag in `steps` moves of 16 ms, lifting at the end.
    func drag(from start: Point, to end: Point, at ms: Double, steps: Int = 10, lift: Bool = true, id: Int = 1) {
        down(id, start.x, start.y, at: ms)
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            move(id, start.x + (end.x - start.x) * fraction, start.y + (end.y - start.y) * fraction, at: ms + 16 * Double(step))
        }
        if lift { up(id, end.x, end.y, at: ms + 16 * Double(steps)) }
    }

    /// Moves time to `ms`, firing what is due.
    func advance(to ms: Double) { layer.advance(to: Self.at(ms)) }

    /// Shows the controls with a single tap in the middle of the screen, at `ms` (they are
    /// up 350 ms later).
    func showControls(at ms: Double = 0) {
        tap(layout.screen.width / 2, layout.screen.height / 2, at: ms)
        advance(to: ms + 350)
    }
}

extension Rect {
    /// The centre, where a finger would aim.
    var centre: Point { Point(x: midX, y: midY) }
}
