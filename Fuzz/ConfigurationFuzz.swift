import TouchInput
import TouchmpvApp

/// libFuzzer entry for the config parser: any text as `touchmpv.conf`, then a script
/// exercising every gesture of the player layer played with the settings it gave.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    guard let configuration = try? ConfigurationParser.parse(text, file: "fuzz.conf") else { return 0 }
    FuzzPipeline.play(GestureTour.script, configuration: configuration)
    return 0
}

/// A script that makes every gesture of SPEC §2 once, with expectations to check.
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
