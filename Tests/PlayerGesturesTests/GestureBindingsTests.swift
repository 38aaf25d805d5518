import PlayerGestures
import Testing

/// The bindings: the default gestures as defaults, replaced gesture by gesture, checked per
/// gesture.
struct GestureBindingsTests {
    @Test func theDefaultsAreTheDocumentedGestures() {
        let text = GestureBindings.defaults.commands.map { "\($0.key) \($0.value)" }.sorted()
        #expect(
            text == [
                "double-tap touchmpv/toggle-pause", "left-half:pan-vertical touchmpv/brightness-pan", "long-press touchmpv/hold-speed",
                "pan-horizontal touchmpv/seek-pan", "pinch-2 touchmpv/zoom", "right-half:pan-vertical touchmpv/volume-pan",
                "tap touchmpv/toggle-controls",
            ])
    }

    @Test func aBindingReplacesTheGesturesPreviousOne() throws {
        var bindings = GestureBindings.defaults
        try bindings.bind(BoundGesture(.doubleTap), to: .mpv("seek -10"))
        try bindings.bind(BoundGesture(.tap), to: .ignore)
        #expect(bindings.commands[BoundGesture(.doubleTap)] == .mpv("seek -10"))
        #expect(bindings.commands[BoundGesture(.tap)] == nil)  // ignore removes it
        #expect(bindings.commands.count == 6)
    }

    @Test func builtInsThatNeedAGestureRefuseOthers() {
        var bindings = GestureBindings.none
        let refused: [(BoundGesture, BuiltInCommand, String)] = [
            (BoundGesture(.tap), .volumePan, "touchmpv/volume-pan needs pan-vertical or pan-horizontal, not tap"),
            (BoundGesture(.swipe(.up)), .holdSpeed, "touchmpv/hold-speed needs long-press, not swipe-up"),
            (BoundGesture(.longPress), .zoom, "touchmpv/zoom needs pinch, not long-press"),
        ]
        for (gesture, command, message) in refused {
            #expect(throws: GestureBindingError(message)) { try bindings.bind(gesture, to: .builtIn(command)) }
        }
        #expect(throws: Never.self) {
            try bindings.bind(BoundGesture(.pan(.horizontal), fingers: 3), to: .builtIn(.volumePan))
            try bindings.bind(BoundGesture(.edge(.left)), to: .builtIn(.togglePause))
            try bindings.bind(BoundGesture(.pinch, fingers: 4), to: .mpv("cycle fullscreen"))
        }
    }
}
