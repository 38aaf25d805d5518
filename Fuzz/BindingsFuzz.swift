import MPVPlayer
import PlayerGestures
import TouchmpvApp

/// libFuzzer entry for the bindings parser: any text as `touch-input.conf`, its mpv
/// commands checked by mpv's own parser (one core for the process; it never runs them),
/// then a script exercising every gesture played with the bindings it gave.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBindings(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    guard let bindings = try? BindingsParser.parse(text, file: "fuzz.conf", touchControls: true, checking: BindingsFuzzParser.check) else {
        return 0
    }
    FuzzPipeline.play(GestureTour.script, bindings: bindings)
    return 0
}

/// mpv's command parser, made once per process.
enum BindingsFuzzParser {
    nonisolated(unsafe) static let parser = try? MPVCommandParser()

    static func check(_ command: String) -> String? {
        parser.map { $0.refusal(of: command) } ?? "no parser"
    }
}
