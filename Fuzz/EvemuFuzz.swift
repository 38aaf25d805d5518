import TouchScripts

/// libFuzzer entry for the evemu parser: any bytes as a recording (and as a `--desc`
/// header), then the recording's frames through the player layer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvemu(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    _ = try? EvemuParser.parseDescription(bytes: bytes, fileName: "fuzz.desc")
    guard let recording = try? EvemuParser.parse(bytes: bytes, fileName: "fuzz.evemu") else { return 0 }
    FuzzPipeline.play(ScriptLoader.script(from: recording, fileName: "fuzz.evemu"))
    return 0
}
