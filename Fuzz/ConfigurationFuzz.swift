import ConfigurationFiles

/// libFuzzer entry for the config parser: any text as `touchmpv.conf`, then a script
/// exercising every gesture of the player layer played with the settings it gave.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    guard let configuration = try? ConfigurationParser.parse(text, file: "fuzz.conf") else { return 0 }
    FuzzPipeline.play(GestureTour.script, configuration: configuration)
    return 0
}
