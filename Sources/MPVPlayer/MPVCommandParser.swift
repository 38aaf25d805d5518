import CMPV

#if canImport(Glibc)
    import Glibc
#endif

/// mpv's own command parser, run without running the commands: how a bindings file's
/// mpv commands are checked at start-up, so that a line mpv refuses is an error before
/// the first touch, and a bound `quit` or `run …` does nothing while it is checked.
///
/// It holds an mpv core that is created and never initialized (`mpv_create` without
/// `mpv_initialize`). `mpv_command_string` parses its text before it looks at the core,
/// and a core that was never initialized runs nothing: a text mpv can parse comes back
/// as `MPV_ERROR_UNINITIALIZED`, one it cannot as `MPV_ERROR_INVALID_PARAMETER`, with
/// mpv's reason in its log. The reason is what mpv would print for the same line in
/// input.conf (e.g. "Command 'seeek' not found"). Only the syntax is checked: a property
/// name mpv does not know (`set volme 5`) is refused when the command runs, as in
/// input.conf.
public final class MPVCommandParser {
    private let handle: OpaquePointer

    /// Creates the parsing core (`mpv_create`; `LC_NUMERIC` "C", as libmpv requires).
    public init() throws(MPVError) {
        setlocale(LC_NUMERIC, "C")
        guard let handle = mpv_create() else {
            throw MPVError(code: MPV_ERROR_NOMEM.rawValue, operation: "create an mpv core to parse commands")
        }
        self.handle = handle
        try MPVError.check(mpv_request_log_messages(handle, "error"), "ask the parsing core for its errors")
    }

    deinit { mpv_terminate_destroy(handle) }

    /// Why mpv refuses `command`, in mpv's words; nil when mpv parses it.
    public func refusal(of command: String) -> String? {
        let status = mpv_command_string(handle, command)
        let reasons = drainErrors()
        if status == MPV_ERROR_UNINITIALIZED.rawValue && reasons.isEmpty { return nil }
        return reasons.isEmpty ? String(cString: mpv_error_string(status)) : reasons.joined(separator: "; ")
    }

    /// The error lines the parse logged, without mpv's note of where the command came
    /// from and without their final full stop.
    private func drainErrors() -> [String] {
        var lines: [String] = []
        while let event = mpv_wait_event(handle, 0)?.pointee, event.event_id != MPV_EVENT_NONE {
            guard case .logMessage(let message) = MPVEvent(copying: event) else { continue }
            var text = Substring(message.text)
            while let last = text.last, last == "\n" || last == "." { text.removeLast() }
            if !text.isEmpty && !text.hasPrefix("Command was defined at") { lines.append(String(text)) }
        }
        return lines
    }
}
