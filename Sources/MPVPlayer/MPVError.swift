import CMPV

/// A failed libmpv call, with mpv's own words for what went wrong.
///
/// `code` is one of the negative `MPV_ERROR_*` values of `client.h`; `reason` is the text
/// `mpv_error_string` gives for it; `operation` says what touchmpv was doing, so that
/// `description` reads e.g. "set property 'volume' to 'loud': unsupported format for
/// accessing property".
public struct MPVError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The libmpv error code (`MPV_ERROR_*`, always negative).
    public var code: Int32
    /// What was being attempted, e.g. "command 'seek 10 absolute'".
    public var operation: String

    /// Creates an error for the libmpv error `code` met while doing `operation`.
    public init(code: Int32, operation: String) {
        self.code = code
        self.operation = operation
    }

    /// mpv's description of `code`, from `mpv_error_string`.
    public var reason: String { String(cString: mpv_error_string(code)) }

    /// "OPERATION: REASON".
    public var description: String { "\(operation): \(reason)" }

    /// Throws an `MPVError` when `status`, a libmpv return value, is negative.
    static func check(_ status: Int32, _ operation: @autoclosure () -> String) throws(MPVError) {
        if status < 0 { throw MPVError(code: status, operation: operation()) }
    }
}
