import Gestures
import PlayerModel
import TextFormats

/// The lines `touchmpv simulate` and `touchmpv play` print on standard output, so that
/// both read the same: a line per action and the closing summary, and for `simulate`
/// JSON lines (`--json`) and the trace (`--trace`).
///
/// JSON: `t` is seconds from the script's start, exact to the microsecond with trailing
/// zeros dropped (`TouchTraceFormatter.seconds`, shared with the touch lines); `degree`,
/// the number the action carries (`ActionPayload`), is rounded to 0.001 (a point, or a
/// thousandth of a zoom step: finer is float noise); `state` is the player's state after
/// the action, with the controls' visibility (`json(_:)`). Every action goes through the same line, whatever it is; keys always
/// come in the same order, so the same script always prints the same bytes.
public struct RunOutput {
    public init(json: Bool) { self.json = json }

    /// Whether to print JSON lines instead of human-readable ones.
    var json: Bool

    /// The line for one action, e.g.
    /// `{"t":0.35,"action":"volumeUp","degree":30,"state":{"volume":100,…}}` or
    /// `0.350s  volumeUp        +30     → volume 55`; the arrow lists what the action
    /// changed in `snapshot`, the player after it. A bound mpv command names its
    /// gesture and command instead of a degree:
    /// `{"t":0.35,"action":"command","gesture":"left:double-tap","command":"seek -10","state":{…}}`
    /// or `0.350s    command         left:double-tap → seek -10`. A menu's event names the
    /// menu, and a choice its item (from 0) and the command it sent:
    /// `{"t":2.1,"action":"menuSelect","menu":"tracks","item":1,"command":"set aid 2","state":{…}}`
    /// or `2.100s    menuSelect      tracks #1 → set aid 2`.
    public func actionLine(_ event: PlayerGestureEvent, commands: [PlayerCommand], snapshot: PlayerSnapshot) -> String {
        let degree = event.payload.number
        if let menu = event.menu { return menuLine(menu, at: event.time, snapshot: snapshot) }
        if json {
            let fields =
                event.command.map {
                    ",\"gesture\":\(JSONText.quoted($0.gesture)),\"command\":\(JSONText.quoted($0.text))"
                } ?? degree.map { ",\"degree\":\(NumberText.format($0, decimals: 3))" } ?? ""
            return "{\"t\":\(TouchTraceFormatter.seconds(event.time)),\"action\":\"\(event.action.rawValue)\"\(fields),"
                + "\"state\":\(Self.json(snapshot))}"
        }
        if let command = event.command {
            return [
                Self.humanTime(event.time).padded(to: 9), event.action.rawValue.padded(to: 15),
                "\(command.gesture) → \(ErrorExcerpt.escaped(command.text))",
            ]
            .joined(separator: " ")
        }
        let effects =
            commands.compactMap { Self.effect(of: $0, state: snapshot.state) } + Self.effects(of: event.action, snapshot: snapshot)
        let columns = [
            Self.humanTime(event.time).padded(to: 9), event.action.rawValue.padded(to: 15),
            (degree.map { NumberText.signed($0, decimals: 3) } ?? "").padded(to: 8),
            effects.isEmpty ? "" : "→ " + effects.joined(separator: ", "),
        ]
        return columns.joined(separator: " ").trimmingTrailingSpaces()
    }

    /// The line saying that a seek preview's picture of `target` seconds showed at `time`
    /// (`play` only: `simulate` has no frames).
    public func thumbnailLine(target: Double, at time: Instant) -> String {
        if json {
            return
                "{\"t\":\(TouchTraceFormatter.seconds(time)),\"event\":\"thumbnailShown\",\"target\":\(NumberText.format(target, decimals: 3))}"
        }
        return [Self.humanTime(time).padded(to: 9), "thumbnailShown".padded(to: 15), NumberText.clock(target)].joined(separator: " ")
    }

    private func menuLine(_ menu: MenuEvent, at time: Instant, snapshot: PlayerSnapshot) -> String {
        if json {
            var fields = ",\"menu\":\"\(menu.menu.rawValue)\""
            if case .select(let item, let command) = menu.kind { fields += ",\"item\":\(item),\"command\":\(JSONText.quoted(command))" }
            return
                "{\"t\":\(TouchTraceFormatter.seconds(time)),\"action\":\"\(menu.action.rawValue)\"\(fields),\"state\":\(Self.json(snapshot))}"
        }
        var what = menu.menu.rawValue
        if case .select(let item, let command) = menu.kind { what += " #\(item) → \(ErrorExcerpt.escaped(command))" }
        return [Self.humanTime(time).padded(to: 9), menu.action.rawValue.padded(to: 15), what].joined(separator: " ")
    }

    /// `snapshot` as the JSON object of `--json` lines: the state's fields in
    /// `PlayerStateField.all`'s order and rounding (`duration` is null for media without
    /// one), and the layer's `controlsVisible` after `paused`, where it has always stood;
    /// last, `screen` (`on`/`off`) when a schedule darkens it.
    static func json(_ snapshot: PlayerSnapshot) -> String {
        var members: [String] = []
        for field in PlayerStateField.all {
            members.append("\"\(field.key)\":\(json(field, in: snapshot.state))")
            if field.bit == .paused { members.append("\"controlsVisible\":\(snapshot.controlsVisible)") }
        }
        if let screenOn = snapshot.screenOn { members.append("\"screen\":\"\(screenOn ? "on" : "off")\"") }
        return "{" + members.joined(separator: ",") + "}"
    }

    /// `field`'s value in `state` as JSON.
    private static func json(_ field: PlayerStateField, in state: PlayerState) -> String {
        switch field.value {
        case .number(let path, let decimals): NumberText.format(state[keyPath: path], decimals: decimals)
        case .optionalNumber(let path, let decimals): state[keyPath: path].map { NumberText.format($0, decimals: decimals) } ?? "null"
        case .flag(let path): state[keyPath: path] ? "true" : "false"
        case .integer(let path): String(state[keyPath: path])
        case .optionalInteger(let path, _): state[keyPath: path].map(String.init) ?? "null"
        }
    }

    /// The line for a recognizer's state change, e.g.
    /// `{"t":0.35,"recognizer":"doubleTap","state":"failed"}` or `0.350s    doubleTap failed`.
    public func recognizerLine(_ recognizer: String, state: GestureRecognizerState, at time: Instant) -> String {
        json
            ? "{\"t\":\(TouchTraceFormatter.seconds(time)),\"recognizer\":\"\(recognizer)\",\"state\":\"\(state.rawValue)\"}"
            : "\(Self.humanTime(time).padded(to: 9)) \(recognizer) \(state.rawValue)"
    }

    /// The line for a key's change, for `--trace`: `{"t":0.35,"key":"KEY_PLAYPAUSE","change":"pressed"}`
    /// or `0.350s    key KEY_PLAYPAUSE pressed`.
    public func keyLine(_ key: KeyEvent) -> String {
        json
            ? "{\"t\":\(TouchTraceFormatter.seconds(key.time)),\"key\":\"\(key.key)\",\"change\":\"\(key.change)\"}"
            : "\(Self.humanTime(key.time).padded(to: 9)) key \(key.key) \(key.change)"
    }

    /// The line for one finger's update: the input engineer's JSON trace line, or
    /// `0.016s    touch 1 moved (320, 400)`.
    public func touchLine(_ update: TouchUpdate, at time: Instant) -> String {
        json
            ? TouchTraceFormatter.line(for: update, at: time)
            : "\(Self.humanTime(time).padded(to: 9)) touch \(update.id) \(update.phase.rawValue) "
                + "(\(NumberText.format(update.location.x, decimals: 3)), \(NumberText.format(update.location.y, decimals: 3)))"
    }

    /// The closing summary for people: how many of each action, the expectations, and the
    /// player's final state with the controls' visibility.
    public func summary(of tally: RunTally, snapshot: PlayerSnapshot) -> [String] {
        let state = snapshot.state
        let (actionCounts, checked, failed) = (tally.actionCounts, tally.checked, tally.failed)
        let total = actionCounts.values.reduce(0, +)
        let counts = PlayerAction.allCases.compactMap { action in actionCounts[action].map { "\($0) \(action.rawValue)" } }
        var lines = ["\(total) action\(total == 1 ? "" : "s")" + (counts.isEmpty ? "" : ": " + counts.joined(separator: ", "))]
        let fromControlSocket =
            tally.checkedFromControlSocket == 0
            ? "" : " (\(tally.checkedFromControlSocket) of them from the control socket, \(tally.failedFromControlSocket) failed)"
        lines.append("\(checked) expectation\(checked == 1 ? "" : "s") checked, \(failed) failed" + fromControlSocket)
        lines.append(
            "final state: volume \(NumberText.format(state.volume)), brightness \(NumberText.format(state.brightness)), "
                + "speed \(NumberText.format(state.speed)), zoom \(NumberText.format(state.zoom, decimals: 3)), "
                + "position \(NumberText.format(state.position, decimals: 3)), paused \(state.paused ? "yes" : "no"), "
                + "controls \(snapshot.controlsVisible ? "visible" : "hidden")")
        return lines
    }

    /// Seconds with three decimals, for people: "0.350s" (microseconds are cut off).
    static func humanTime(_ time: Instant) -> String {
        NumberText.fixedPoint(time.microseconds / 1000, places: 3, trimmed: false) + "s"
    }

    /// The fields of the state `actionLine` shows for `commands` (the pause state after a
    /// toggle; every other effect shows the value the command set).
    public static func fieldsShown(by commands: [PlayerCommand]) -> PlayerStateFields {
        commands.contains(.togglePause) ? .paused : []
    }

    /// What an action changed beyond its commands, in words: the controls' visibility,
    /// which the layer changes itself (a single tap, the lock and unlock buttons).
    private static func effects(of action: PlayerAction, snapshot: PlayerSnapshot) -> [String] {
        switch action {
        case .toggleControls, .lock, .unlock: ["controls \(snapshot.controlsVisible ? "visible" : "hidden")"]
        default: []
        }
    }

    /// What a command changed, in words; nil for commands that change no state.
    private static func effect(of command: PlayerCommand, state: PlayerState) -> String? {
        switch command {
        case .setVolume(let volume): "volume \(NumberText.format(volume))"
        case .setBrightness(let brightness): "brightness \(NumberText.format(brightness))"
        case .togglePause: "paused \(state.paused ? "yes" : "no")"
        case .seek(let target): "position \(NumberText.format(target, decimals: 3))"
        case .showSeekPreview(_, let target, let offset):
            "preview \(NumberText.clock(target)) (\(NumberText.signed(offset, decimals: 3)) s)"
        case .setSpeed(let speed): "speed \(NumberText.format(speed))"
        case .setZoom(let zoom): "zoom \(NumberText.format(zoom, decimals: 3))"
        case .setControlsVisible(let visible): "controls \(visible ? "visible" : "hidden")"
        case .hideSeekPreview, .showOSD, .runCommand: nil
        }
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
