import SystemCalls
import TextFormats

/// Why touch input could not be read; each case names the path it is about.
public enum InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A system call failed: `operation` ("open", "read", "EVIOCGABS", ...) on `path` with `errno`.
    case system(path: String, operation: String, errno: Errno)
    /// A file or FIFO has no more records (the writer closed it).
    case endOfInput(path: String)
    /// The device went away (ENODEV); open it again when it returns.
    case deviceGone(path: String)
    /// The device is not a touchscreen or touch panel.
    case notATouchDevice(path: String, name: String)
    /// The device has no keys (`KEY_*` codes), read as a key device.
    case notAKeyDevice(path: String, name: String)
    /// The device has one position axis of a pair but not the other (`ABS_*` codes).
    case missingAxis(path: String, name: String, axis: UInt16, partner: UInt16)
    /// `auto` found no touch device under `/dev/input`.
    case noTouchDevice(directory: String)

    public var path: String {
        switch self {
        case .system(let path, _, _), .endOfInput(let path), .deviceGone(let path), .notATouchDevice(let path, _),
            .notAKeyDevice(let path, _),
            .missingAxis(let path, _, _, _):
            path
        case .noTouchDevice(let directory): directory
        }
    }

    /// A sentence for the user, e.g. "/dev/input/event3: open failed: Permission denied (errno 13)".
    public var description: String {
        let path = ErrorExcerpt.path(path)
        return switch self {
        case .system(_, let operation, let code):
            "\(path): \(operation) failed: \(code) (errno \(code.rawValue))"
        case .endOfInput:
            "\(path): end of input"
        case .deviceGone:
            "\(path): the device went away (\(Errno.noDevice))"
        case .notATouchDevice(_, let name):
            "\(path): '\(ErrorExcerpt.path(name))' is not a touch device (it has neither ABS_MT_POSITION_X nor ABS_X with BTN_TOUCH)"
        case .notAKeyDevice(_, let name):
            "\(path): '\(ErrorExcerpt.path(name))' is not a key device (it has no KEY_ codes)"
        case .missingAxis(_, let name, let axis, let partner):
            "\(path): '\(ErrorExcerpt.path(name))' has \(EventCodes.positionAxisName(partner)) but no \(EventCodes.positionAxisName(axis)): "
                + "a touch position needs both axes"
        case .noTouchDevice:
            "no touchscreen found in \(path) (`touchmpv devices` lists what this user can open; the udev rule "
                + "70-touchmpv-touchscreen.rules makes touchscreens readable by the group 'touchscreen': see the README's kiosk section)"
        }
    }
}
