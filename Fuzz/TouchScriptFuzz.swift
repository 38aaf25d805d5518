import TouchInput

/// libFuzzer entry for the native `.touch` parser: any bytes, then what parsed through
/// the player layer and the simulated player with its `expect` checks.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTouchScript(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    guard let script = try? TouchScriptParser.parse(bytes: bytes, fileName: "fuzz.touch") else { return 0 }
    FuzzPipeline.play(script)
    return 0
}
