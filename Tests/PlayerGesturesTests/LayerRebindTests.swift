import Gestures
import PlayerGestures
import Testing

/// A reload's new bindings (`PlayerGestureLayer.rebind`): installed only between touch
/// sequences, they replace every recognizer and regional view, and the next sequence
/// meets them.
struct LayerRebindTests {
    /// No bindings but `lines` ("GESTURE COMMAND", mpv commands).
    private func bindings(_ lines: [String]) throws -> GestureBindings {
        var bindings = GestureBindings.none
        for line in lines {
            let gesture = String(line.prefix { $0 != " " })
            try bindings.bind(try BoundGesture(parsing: gesture), to: .mpv(String(line.dropFirst(gesture.count + 1))))
        }
        return bindings
    }

    @Test func theNextSequenceMeetsTheNewBindings() throws {
        let h = LayerHarness(bindings: try bindings(["tap set volume 11", "left:double-tap seek -10"]))
        let commands = { h.actions.map { $0.prefix { $0 != "@" } } }
        h.tap(640, 300, at: 0)
        h.drain()
        #expect(commands() == ["tap: set volume 11 "])
        #expect(h.layer.view.subviews.count == 3)  // the thirds' views
        #expect(h.layer.isBetweenSequences)
        var settings = GestureSettings()
        settings.tapMaximumDuration = .milliseconds(200)
        h.layer.rebind(try bindings(["tap set volume 22"]), settings: settings)
        #expect(h.layer.settings.tapMaximumDuration == .milliseconds(200))
        #expect(h.layer.recognizers.map { $0.recognizer.name ?? "" } == ["tap"])
        #expect(h.layer.view.subviews.isEmpty)  // the thirds' views went with their binding
        h.tap(640, 300, at: 1000, press: 300)  // longer than the new settings' tap
        h.drain()
        #expect(commands() == ["tap: set volume 11 "])
        h.tap(640, 300, at: 2000, press: 100)
        h.drain()
        #expect(h.actions.last == "tap: set volume 22 @2100")
    }

    /// A finger down, or a tap still waiting for its double tap to fail, is a sequence
    /// under way: the layer is not between sequences until it ends.
    @Test func aSequenceUnderWayIsNotBetweenSequences() throws {
        let h = LayerHarness(bindings: try bindings(["tap set volume 11", "double-tap cycle pause"]))
        h.down(1, 400, 300, at: 0)
        #expect(!h.layer.isBetweenSequences)
        h.up(1, 400, 300, at: 50)
        #expect(!h.layer.isBetweenSequences)  // the tap waits 300 ms for a second one
        h.drain()
        #expect(h.actions == ["tap: set volume 11 @350"])
        #expect(h.layer.isBetweenSequences)
    }
}
