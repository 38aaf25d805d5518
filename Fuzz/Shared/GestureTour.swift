import TouchScripts

/// A script that makes every default gesture once, and the edge strokes, swipes and
/// multi-finger taps bindings add, with expectations to check.
enum GestureTour {
    /// The parsed script (parsed once per process).
    static let script: TouchScript = {
        let text = """
            screen 1280x720
            duration 60
            start 10
            @0 tap 640 360
            +400 tap 640 360 count=2
            +400 drag 900 500 900 300
            +100 drag 300 300 300 600
            +100 drag 200 400 900 400
            +100 drag 900 400 200 420 duration=800ms
            +100 hold 640 360 duration=900ms
            +100 pinch 640 360 100 300
            +100 rotate 640 360 90
            +10 down 1 100 100
            +10 move 1 400 100
            +10 cancel
            +400 drag 5 360 300 360 duration=150
            +100 drag 1275 200 1000 200 duration=150
            +100 drag 500 200 500 400 duration=100 fingers=3
            +100 tap 100 360 fingers=2
            +100 tap 1100 360 count=2
            +400 expect volume 100 ~100
            +0 expect paused no
            +0 expect controls visible
            +0 expect speed 1 ~1
            +0 expect zoom 0 ~10
            +0 expect position 10 ~100
            """
        return (try? TouchScriptParser.parse(text: text, fileName: "tour.touch"))
            ?? TouchScript(fileName: "tour.touch", timeline: [])
    }()
}
