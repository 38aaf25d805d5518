import Gestures
import PlayerGestures
import Testing

/// Keys through the layer: a bound key's command reported as its gesture's would be, on
/// the press, and on repeats only when repeatable.
struct KeyBindingLayerTests {
    private func key(_ name: String) -> KeyCode { KeyCode(name: name)! }

    private func harness() throws -> LayerHarness {
        var bindings = GestureBindings.defaults
        try bindings.bind(key("KEY_PLAYPAUSE"), to: KeyBinding(.builtIn(.togglePause)))
        try bindings.bind(key("KEY_VOLUMEUP"), to: KeyBinding(.mpv("add volume 2"), repeatable: true))
        try bindings.bind(key("KEY_VOLUMEDOWN"), to: KeyBinding(.mpv("add volume -2")))
        try bindings.bind(key("KEY_MENU"), to: KeyBinding(.builtIn(.toggleControls)))
        return LayerHarness(bindings: bindings)
    }

    private func press(_ harness: LayerHarness, _ name: String, _ change: KeyEvent.Change, at ms: Double) {
        harness.layer.press(KeyEvent(time: LayerHarness.at(ms), key: key(name), change: change))
    }

    @Test func aPressRunsTheBoundCommandAndARepeatOnlyARepeatablesCommand() throws {
        let harness = try harness()
        for (index, name) in ["KEY_PLAYPAUSE", "KEY_VOLUMEUP", "KEY_VOLUMEDOWN", "KEY_A"].enumerated() {
            let start = Double(index) * 1000
            press(harness, name, .pressed, at: start + 100)
            press(harness, name, .repeated, at: start + 350)
            press(harness, name, .released, at: start + 400)
        }
        #expect(
            harness.actions == [
                "togglePause @100", "key KEY_VOLUMEUP: add volume 2 @1100", "key KEY_VOLUMEUP: add volume 2 @1350",
                "key KEY_VOLUMEDOWN: add volume -2 @2100",
            ])
    }

    /// A key's toggle of the controls is the layer's, as a tap's: they show, and hide
    /// after their delay.
    @Test func aKeyTogglesTheControlsAsATapWould() throws {
        let harness = try harness()
        press(harness, "KEY_MENU", .pressed, at: 100)
        #expect(harness.layer.controlsVisible)
        #expect(harness.actions == ["toggleControls @100"])
        harness.drain()
        press(harness, "KEY_MENU", .pressed, at: 10_000)
        #expect(
            harness.observations.filter { $0.hasPrefix("controls") } == [
                "controls visible @100", "controls hidden @3100", "controls visible @10000",
            ])
    }

    /// A tap's single-tap deadline due before the key fires first.
    @Test func theDeadlinesBeforeAKeyFireFirst() throws {
        let harness = try harness()
        harness.tap(640, 360, at: 0)
        press(harness, "KEY_PLAYPAUSE", .pressed, at: 1000)
        #expect(harness.actions == ["toggleControls @350", "togglePause @1000"])
    }
}
