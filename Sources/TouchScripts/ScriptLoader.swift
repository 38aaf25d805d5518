import Gestures
import SystemCalls
import TextFormats
import TouchInput

/// Loads any script file touchmpv replays — a native `.touch` script or an evemu
/// recording — into the same `TouchScript` timeline.
public enum ScriptLoader {
    /// Whether `bytes` look like an evemu recording: a `# EVEMU` line, or a first
    /// statement that is an evemu line (`N:`, `I:`, `P:`, `B:`, `A:` or `E:`).
    public static func isEvemu(_ bytes: [UInt8]) -> Bool {
        var start = bytes.starts(with: ByteOrderMark.bytes) ? ByteOrderMark.bytes.count : 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            var line = bytes[start..<end].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            while let last = line.last, last == UInt8(ascii: "\r") || last == UInt8(ascii: " ") { line = line.dropLast() }
            if line.starts(with: Array("# EVEMU".utf8)) { return true }
            if let first = line.first, first != UInt8(ascii: "#") {
                let tag = Array(line.prefix(2))
                return tag.count == 2 && tag[1] == UInt8(ascii: ":") && Array("NIPBAE".utf8).contains(tag[0])
            }
            start = end + 1
        }
        return false
    }

    /// Reads the script at `path`.
    ///
    /// - Parameters:
    ///   - descPath: an evemu header for a header-less `.events` recording (`--desc`);
    ///     giving one also marks `path` as a recording.
    ///   - screen: the screen a recording is mapped onto (default 1280x720); a native
    ///     script's own `screen` statement is kept as it is.
    ///   - calibration, rotation: the config's mapping for recordings.
    ///
    /// A recording's times are rebased: its first event is at time 0 (recordings carry
    /// epoch or boot-relative stamps); one whose times run backwards is refused at the
    /// line (`EvemuParser`).
    public static func load(
        path: String, descPath: String? = nil, screen: Size? = nil,
        calibration: [Double] = CoordinateMapper.identityCalibration, rotation: CoordinateMapper.Rotation = .none
    ) throws(ScriptError) -> TouchScript {
        let bytes = try read(path)
        guard descPath != nil || isEvemu(bytes) else {
            return try TouchScriptParser.parse(bytes: bytes, fileName: path)
        }
        let header = try descPath.map { (descPath) throws(ScriptError) in
            try EvemuParser.parseDescription(bytes: try read(descPath), fileName: descPath)
        }
        let recording = try EvemuParser.parse(bytes: bytes, fileName: path, header: header)
        return script(from: recording, fileName: path, screen: screen ?? .standardScreen, calibration: calibration, rotation: rotation)
    }

    /// A recording's frames, mapped onto `screen`, as a script timeline starting at 0 (in
    /// order: `EvemuParser` refuses times that run backwards).
    public static func script(
        from recording: EvemuRecording, fileName: String, screen: Size = .standardScreen,
        calibration: [Double] = CoordinateMapper.identityCalibration, rotation: CoordinateMapper.Rotation = .none
    ) -> TouchScript {
        let mapper = CoordinateMapper(description: recording.description, screen: screen, calibration: calibration, rotation: rotation)
        var decoder = EvdevDecoder(description: recording.description, mapper: mapper)
        let origin = recording.events.first?.time ?? .zero
        var timeline: [TouchScript.Event] = []
        for var frame in decoder.decode(recording.events) {
            frame.time = Instant(microseconds: frame.time.microseconds &- origin.microseconds)
            timeline.append(.frame(frame))
        }
        return TouchScript(fileName: fileName, screen: screen, timeline: timeline)
    }

    fileprivate static func read(_ path: String) throws(ScriptError) -> [UInt8] {
        let bytes: [UInt8]?
        do throws(FileContentsError) {
            bytes = try FileSystem.contents(of: path, limit: ScriptLimits.maximumFileBytes)
        } catch {
            throw ScriptError(file: path, line: 0, column: 0, message: "cannot read: \(error)")
        }
        guard let bytes else {
            throw ScriptError(
                file: path, line: 0, column: 0,
                message: "the file is larger than \(ScriptLimits.maximumFileBytes >> 20) MiB, the most a script or recording may be")
        }
        return bytes
    }
}

extension ScriptLoader {
    /// Reads a `--desc` file: an evemu header (N:/I:/P:/B:/A: lines).
    public static func loadDescription(path: String) throws(ScriptError) -> DeviceDescription {
        try EvemuParser.parseDescription(bytes: try read(path), fileName: path)
    }
}
