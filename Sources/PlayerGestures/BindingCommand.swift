import PlayerModel

/// What a bound gesture does (the COMMAND of docs/behaviour.md, "The bindings format"): one
/// of touchmpv's own actions, any mpv input command, or nothing.
public enum BindingCommand: Hashable, Sendable, CustomStringConvertible {
    /// One of touchmpv's own actions, `touchmpv/…`.
    case builtIn(BuiltInCommand)
    /// `touchmpv/menu NAME`: opens a menu of the touch controls.
    case openMenu(MenuName)
    /// `touchmpv/seek-taps STEP`: a double tap seeks STEP seconds (negative: back), and each
    /// further tap on its region soon after seeks STEP more.
    case seekTaps(Double)
    /// `touchmpv/play N`: the kiosk plays title N of its chooser (from 1).
    case playTitle(Int)
    /// An mpv input command, as input.conf writes it (`seek -10`, `cycle sub`), run with
    /// `mpv_command_string`.
    case mpv(String)
    /// No binding (`ignore`, as in input.conf): binding it removes the gesture's binding,
    /// so the gesture gets no recognizer; a region's gesture falls back to the less
    /// specific bindings of the same gesture (a half's, then a plain one).
    case ignore

    /// The command as `touch-input.conf` writes it.
    public var description: String {
        switch self {
        case .builtIn(let command): command.rawValue
        case .openMenu(let menu): "\(BuiltInCommand.menu.rawValue) \(menu.rawValue)"
        case .seekTaps(let step):
            "\(BuiltInCommand.seekTaps.rawValue) \(step == step.rounded() && abs(step) < 1e15 ? String(Int(step)) : String(step))"
        case .playTitle(let number): "\(BuiltInCommand.play.rawValue) \(number)"
        case .mpv(let text): text
        case .ignore: "ignore"
        }
    }

    /// Whether the command needs the touch controls, which carry it out.
    public var needsTouchControls: Bool {
        switch self {
        case .builtIn(.lock), .openMenu: true
        case .builtIn, .seekTaps, .playTitle, .mpv, .ignore: false
        }
    }

    /// Why `gesture` cannot carry this command, or nil when it can: the pan actions need
    /// a pan, the hold a long press, the zoom a pinch; everything else goes with any
    /// gesture (a continuous one runs it once, when it begins).
    public func refusal(for gesture: BoundGesture) -> GestureBindingError? {
        let builtIn: BuiltInCommand
        switch self {
        case .builtIn(let command): builtIn = command
        case .seekTaps: builtIn = .seekTaps
        case .openMenu, .playTitle, .mpv, .ignore: return nil
        }
        guard let needed = builtIn.requiredGesture, !needed.contains(where: { $0 == gesture.name })
        else { return nil }
        let names = needed.map(\.text).joined(separator: " or ")
        return GestureBindingError("\(builtIn.rawValue) needs \(names), not \(gesture.name.text)")
    }
}

extension BindingCommand {
    /// Why a key cannot carry this command, or nil when it can: what needs a gesture (a
    /// pan, the hold, the zoom, the seeking taps) does not go with a key.
    public var refusalForKeys: GestureBindingError? {
        let builtIn: BuiltInCommand
        switch self {
        case .builtIn(let command): builtIn = command
        case .seekTaps: builtIn = .seekTaps
        case .openMenu, .playTitle, .mpv, .ignore: return nil
        }
        guard let needed = builtIn.requiredGesture else { return nil }
        return GestureBindingError("\(builtIn.rawValue) needs \(needed.map(\.text).joined(separator: " or ")), not a key")
    }
}

/// touchmpv's own actions (`touchmpv/…`), each what its default binding does
/// (docs/behaviour.md, "The default gestures").
public enum BuiltInCommand: String, CaseIterable, Hashable, Sendable {
    /// `toggleControls`.
    case toggleControls = "touchmpv/toggle-controls"
    /// `togglePause`.
    case togglePause = "touchmpv/toggle-pause"
    /// `volumeUp`/`volumeDown`, one per `pan-step` along the pan's axis.
    case volumePan = "touchmpv/volume-pan"
    /// `brightnessUp`/`brightnessDown`, one per `pan-step` along the pan's axis.
    case brightnessPan = "touchmpv/brightness-pan"
    /// `seekPreview` per step, then `seekForward`/`seekBackward`/`seekCancel` on lift.
    case seekPan = "touchmpv/seek-pan"
    /// `holdBegan` … `holdEnded`: play at `hold-speed` while held.
    case holdSpeed = "touchmpv/hold-speed"
    /// `zoom` on every change of the pinch.
    case zoom = "touchmpv/zoom"
    /// `lock`: what the lock button does, so a gesture can lock the screen
    /// with the controls hidden. Only with touch controls, which hold the lock.
    case lock = "touchmpv/lock"
    /// `menuOpen`: what a menu's button does (`touchmpv/menu NAME`, the one built-in with
    /// an argument: `BindingCommand.openMenu`). Only with touch controls, which hold the
    /// menus.
    case menu = "touchmpv/menu"
    /// `seekTaps`: the double tap and the further taps on its region each seek STEP
    /// (`touchmpv/seek-taps STEP`, with its argument: `BindingCommand.seekTaps`).
    case seekTaps = "touchmpv/seek-taps"
    /// The kiosk plays a title (`touchmpv/play N`, with its argument:
    /// `BindingCommand.playTitle`); without a kiosk it does nothing.
    case play = "touchmpv/play"
    /// The kiosk goes back to its loop; without a kiosk it does nothing.
    case attract = "touchmpv/attract"

    /// The gestures the command works on; nil for any gesture.
    var requiredGesture: [GestureName]? {
        switch self {
        case .toggleControls, .togglePause, .lock, .menu, .play, .attract: nil
        case .volumePan, .brightnessPan, .seekPan: [.pan(.vertical), .pan(.horizontal)]
        case .holdSpeed: [.longPress]
        case .seekTaps: [.doubleTap]
        case .zoom: [.pinch]
        }
    }
}
