import Gestures
import TouchScripts

/// libFuzzer entry for the native `.touch` parser: any bytes, then what parsed through
/// the player layer and the simulated player with its `expect` checks. The same bytes
/// are also sent line by line, as `play --control`'s clients send them, through
/// `ScriptStatementStream`, and whatever it accepts is played too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTouchScript(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    if let script = try? TouchScriptParser.parse(bytes: bytes, fileName: "fuzz.touch") {
        FuzzPipeline.play(script)
    }
    var stream = ScriptStatementStream(file: "fuzz.sock")
    var timeline: [TouchScript.Event] = []
    for (index, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
        let arrival = Instant(microseconds: Int64(index) * 10_000)
        timeline += (try? stream.parse(line: line, arrival: arrival)) ?? []
    }
    if let cancel = stream.cancelFingersDown(at: timeline.map(\.time).max() ?? .zero) { timeline.append(.frame(cancel)) }
    FuzzPipeline.play(TouchScript(fileName: "fuzz.sock", timeline: timeline.sorted { $0.time < $1.time }))
    return 0
}
