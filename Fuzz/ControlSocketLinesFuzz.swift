@testable import Gestures
@testable import PlayerRuntime
@testable import TouchScripts

/// libFuzzer entry for the control socket's reading of a client: the bytes arrive in
/// pieces whose sizes the input's first bytes choose (as `read` hands them over), are cut
/// into lines by `LineSplitter` with a small bound, and each line goes through the
/// client's `ScriptStatementStream`; whatever it accepts is played through the player
/// layer, as `play --control` plays it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzControlSocketLines(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    guard let sizes = bytes.first else { return 0 }
    var splitter = LineSplitter(maximumLength: 256)
    var stream = ScriptStatementStream(file: "fuzz.sock")
    var timeline: [TouchScript.Event] = []
    var rest = bytes.dropFirst()
    var piece = 0
    while !rest.isEmpty {
        let size = 1 + Int((sizes &+ UInt8(truncatingIfNeeded: piece)) % 64)
        piece += 1
        for line in splitter.take(rest.prefix(size)) {
            guard case .line(let text) = line else { continue }
            let arrival = Instant(microseconds: Int64(piece) * 10_000)
            timeline += (try? stream.parse(line: text[...], arrival: arrival)) ?? []
        }
        rest = rest.dropFirst(size)
    }
    if let cancel = stream.cancelFingersDown(at: timeline.map(\.time).max() ?? .zero) { timeline.append(.frame(cancel)) }
    FuzzPipeline.play(TouchScript(fileName: "fuzz.sock", timeline: timeline.sorted { $0.time < $1.time }))
    return 0
}
