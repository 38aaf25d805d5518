import ConfigurationFiles
import Glibc
import MPVPlayer

/// Refuses to fuzz without mpv's parser: every command would then be refused the same
/// way, the run would exercise nothing past it, and it would still pass.
@_cdecl("LLVMFuzzerInitialize")
public func initializeBindingsFuzz(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    if BindingsFuzzParser.parser == nil {
        fputs("BindingsFuzz: mpv's command parser cannot start (libmpv missing or broken)\n", stderr)
        exit(2)
    }
    return 0
}

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
        parser?.refusal(of: command) ?? "no parser"
    }
}
