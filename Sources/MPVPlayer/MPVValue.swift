import CMPV

/// The value formats touchmpv exchanges with libmpv (a subset of `mpv_format`).
public enum MPVFormat: Sendable, Hashable {
    /// `MPV_FORMAT_NONE`: no value (a property-change event that only says "changed").
    case none
    /// `MPV_FORMAT_FLAG`: a boolean, carried by libmpv as a C `int` (0 or 1).
    case flag
    /// `MPV_FORMAT_INT64`: a 64-bit integer.
    case int64
    /// `MPV_FORMAT_DOUBLE`: a double.
    case double
    /// `MPV_FORMAT_STRING`: a UTF-8 string, the property's raw string form.
    case string

    var cFormat: mpv_format {
        switch self {
        case .none: MPV_FORMAT_NONE
        case .flag: MPV_FORMAT_FLAG
        case .int64: MPV_FORMAT_INT64
        case .double: MPV_FORMAT_DOUBLE
        case .string: MPV_FORMAT_STRING
        }
    }
}

/// A value read from libmpv, copied out of mpv's memory.
public enum MPVValue: Sendable, Hashable, CustomStringConvertible {
    /// No value: the property is unavailable now, or was observed with `MPVFormat.none`.
    case none
    /// A flag (`MPV_FORMAT_FLAG`).
    case flag(Bool)
    /// An integer (`MPV_FORMAT_INT64`).
    case int64(Int64)
    /// A double (`MPV_FORMAT_DOUBLE`).
    case double(Double)
    /// A string (`MPV_FORMAT_STRING`).
    case string(String)

    /// Copies the value of `format` found at `data`; `.none` when `data` is nil.
    init(format: mpv_format, data: UnsafeMutableRawPointer?) {
        guard let data else {
            self = .none
            return
        }
        switch format {
        case MPV_FORMAT_FLAG: self = .flag(data.load(as: Int32.self) != 0)
        case MPV_FORMAT_INT64: self = .int64(data.load(as: Int64.self))
        case MPV_FORMAT_DOUBLE: self = .double(data.load(as: Double.self))
        case MPV_FORMAT_STRING:
            if let text = data.load(as: UnsafePointer<CChar>?.self) {
                self = .string(String(cString: text))
            } else {
                self = .none
            }
        default: self = .none
        }
    }

    /// The value as mpv's command line would spell it ("yes"/"no" for flags).
    public var description: String {
        switch self {
        case .none: "(none)"
        case .flag(let value): value ? "yes" : "no"
        case .int64(let value): String(value)
        case .double(let value): String(value)
        case .string(let value): value
        }
    }
}

/// A Swift type that libmpv properties can be read as and written from.
///
/// `Double`, `Int64`, `Bool` and `String` conform, so that
/// `let volume: Double = try client.property("volume")` and
/// `try client.setProperty("pause", true)` read naturally.
public protocol MPVPropertyValue: Sendable {
    /// The libmpv format this type is exchanged in.
    static var mpvFormat: MPVFormat { get }
    /// The Swift value inside `value`, or nil when `value` has another format.
    init?(mpvValue value: MPVValue)
    var mpvValue: MPVValue { get }
}

extension Double: MPVPropertyValue {
    /// Doubles travel as `MPV_FORMAT_DOUBLE`.
    public static var mpvFormat: MPVFormat { .double }
    /// Accepts a double, or an integer widened to a double.
    public init?(mpvValue value: MPVValue) {
        switch value {
        case .double(let number): self = number
        case .int64(let number): self = Double(number)
        default: return nil
        }
    }
    public var mpvValue: MPVValue { .double(self) }
}

extension Int64: MPVPropertyValue {
    /// Integers travel as `MPV_FORMAT_INT64`.
    public static var mpvFormat: MPVFormat { .int64 }
    /// Accepts an integer only.
    public init?(mpvValue value: MPVValue) {
        guard case .int64(let number) = value else { return nil }
        self = number
    }
    public var mpvValue: MPVValue { .int64(self) }
}

extension Bool: MPVPropertyValue {
    /// Booleans travel as `MPV_FORMAT_FLAG`, a C `int`.
    public static var mpvFormat: MPVFormat { .flag }
    /// Accepts a flag only.
    public init?(mpvValue value: MPVValue) {
        guard case .flag(let flag) = value else { return nil }
        self = flag
    }
    public var mpvValue: MPVValue { .flag(self) }
}

extension String: MPVPropertyValue {
    /// Strings travel as `MPV_FORMAT_STRING`.
    public static var mpvFormat: MPVFormat { .string }
    /// Accepts a string only.
    public init?(mpvValue value: MPVValue) {
        guard case .string(let text) = value else { return nil }
        self = text
    }
    public var mpvValue: MPVValue { .string(self) }
}
