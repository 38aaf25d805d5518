import CMPV
import Gestures
import SystemCalls

#if canImport(Glibc)
    import Glibc
#endif

/// An embedded mpv player, driven through libmpv's C client API (`mpv/client.h`).
///
/// The life of a client: `init()` creates the player (`mpv_create`), `setOption` sets
/// options while it is not yet running (`mpv_set_option_string`, any mpv option, as on
/// mpv's command line), `initialize()` starts it, and then properties, commands and
/// observations drive it. libmpv reports events through `wakeupDescriptor`: wait for it
/// to become readable (`poll`), then call `drainEvents()`. `terminate()` (or dropping the
/// last reference) shuts the player down with `mpv_terminate_destroy`, which blocks until
/// mpv has stopped.
///
/// The type is not `Sendable`: touchmpv uses one client from one thread, which also keeps
/// `mpv_wait_event`'s rule (one caller at a time) without locks.
public final class MPVClient {
    /// The libmpv handle; nil once terminated.
    private var handle: OpaquePointer?
    /// Where libmpv's wakeup callback signals new events.
    private let wakeup: WakeupPipe

    /// Creates an uninitialized player (`mpv_create`) and installs the wakeup callback.
    ///
    /// Sets `LC_NUMERIC` to "C" first, as libmpv requires (it refuses to start under a
    /// locale that writes decimals with a comma).
    public init() throws(MPVError) {
        setlocale(LC_NUMERIC, "C")
        guard let handle = mpv_create() else {
            throw MPVError(code: MPV_ERROR_NOMEM.rawValue, operation: "create the mpv player")
        }
        do {
            wakeup = try WakeupPipe()
        } catch {
            mpv_terminate_destroy(handle)
            throw error
        }
        self.handle = handle
        wakeup.install(on: handle)
    }

    deinit { terminate() }

    /// The client API version of the libmpv loaded at run time (`mpv_client_api_version`),
    /// e.g. "2.0" for mpv 0.35: what `touchmpv --version` reports, as mpv reports its
    /// libraries.
    public static var clientAPIVersion: String {
        let version = mpv_client_api_version()
        return "\(version >> 16).\(version & 0xffff)"
    }

    /// The file descriptor that becomes readable when libmpv has events to drain.
    public var wakeupDescriptor: FileDescriptor { wakeup.readDescriptor }

    /// Whether `terminate()` has run.
    public var isTerminated: Bool { handle == nil }

    /// The live handle, or `MPV_ERROR_UNINITIALIZED` once terminated.
    private func liveHandle(_ operation: @autoclosure () -> String) throws(MPVError) -> OpaquePointer {
        guard let handle else {
            throw MPVError(code: MPV_ERROR_UNINITIALIZED.rawValue, operation: operation())
        }
        return handle
    }

    // MARK: Start-up

    /// Sets option `name` to `value` as mpv's command line would (`--name=value`),
    /// with `mpv_set_option_string`. Meant for before `initialize()`; afterwards only
    /// options that are also runtime properties can still change.
    public func setOption(_ name: String, _ value: String) throws(MPVError) {
        let handle = try liveHandle("set option '\(name)'")
        try MPVError.check(mpv_set_option_string(handle, name, value), "set option '\(name)' to '\(value)'")
    }

    /// Starts the player (`mpv_initialize`): options take effect, the core begins running.
    public func initialize() throws(MPVError) {
        let handle = try liveHandle("initialize mpv")
        try MPVError.check(mpv_initialize(handle), "initialize mpv")
    }

    /// Asks for mpv's log lines at `minimumLevel` and above ("error", "warn", "info", …;
    /// "no" turns them off) as `MPVEvent.logMessage` events (`mpv_request_log_messages`).
    public func requestLogMessages(minimumLevel: String) throws(MPVError) {
        let handle = try liveHandle("request log messages")
        try MPVError.check(mpv_request_log_messages(handle, minimumLevel), "request log messages at level '\(minimumLevel)'")
    }

    // MARK: Properties

    /// Reads property `name` as `Value` (`mpv_get_property`), e.g.
    /// `let volume: Double = try client.property("volume")`.
    public func property<Value: MPVPropertyValue>(_ name: String, as type: Value.Type = Value.self) throws(MPVError) -> Value {
        let handle = try liveHandle("get property '\(name)'")
        let value: MPVValue
        switch Value.mpvFormat {
        case .none:
            throw MPVError(code: MPV_ERROR_INVALID_PARAMETER.rawValue, operation: "get property '\(name)' without a format")
        case .flag:
            var flag: Int32 = 0
            try MPVError.check(mpv_get_property(handle, name, MPV_FORMAT_FLAG, &flag), "get property '\(name)'")
            value = .flag(flag != 0)
        case .int64:
            var number: Int64 = 0
            try MPVError.check(mpv_get_property(handle, name, MPV_FORMAT_INT64, &number), "get property '\(name)'")
            value = .int64(number)
        case .double:
            var number: Double = 0
            try MPVError.check(mpv_get_property(handle, name, MPV_FORMAT_DOUBLE, &number), "get property '\(name)'")
            value = .double(number)
        case .string:
            var text: UnsafeMutablePointer<CChar>?
            try MPVError.check(mpv_get_property(handle, name, MPV_FORMAT_STRING, &text), "get property '\(name)'")
            defer { mpv_free(text) }
            value = text.map { .string(String(cString: $0)) } ?? .string("")
        }
        guard let result = Value(mpvValue: value) else {
            throw MPVError(code: MPV_ERROR_PROPERTY_FORMAT.rawValue, operation: "get property '\(name)'")
        }
        return result
    }

    /// Writes `value` to property `name` (`mpv_set_property`), e.g.
    /// `try client.setProperty("pause", true)`.
    public func setProperty<Value: MPVPropertyValue>(_ name: String, _ value: Value) throws(MPVError) {
        let handle = try liveHandle("set property '\(name)'")
        let operation = { "set property '\(name)' to '\(value.mpvValue)'" }
        let status: Int32
        switch value.mpvValue {
        case .none:
            throw MPVError(code: MPV_ERROR_INVALID_PARAMETER.rawValue, operation: operation())
        case .flag(let flag):
            var number: Int32 = flag ? 1 : 0
            status = mpv_set_property(handle, name, MPV_FORMAT_FLAG, &number)
        case .int64(var number):
            status = mpv_set_property(handle, name, MPV_FORMAT_INT64, &number)
        case .double(var number):
            status = mpv_set_property(handle, name, MPV_FORMAT_DOUBLE, &number)
        case .string(let text):
            status = text.withCString { characters in
                var pointer: UnsafePointer<CChar>? = characters
                return mpv_set_property(handle, name, MPV_FORMAT_STRING, &pointer)
            }
        }
        try MPVError.check(status, operation())
    }

    /// Asks for an `MPVEvent.propertyChanged` event whenever property `name` changes,
    /// carrying its value in `format` (`mpv_observe_property`). mpv sends one event with
    /// the current value right away. `id` comes back as the event's `observerID`.
    public func observe(_ name: String, format: MPVFormat, id: UInt64 = 0) throws(MPVError) {
        let handle = try liveHandle("observe property '\(name)'")
        try MPVError.check(mpv_observe_property(handle, id, name, format.cFormat), "observe property '\(name)'")
    }

    /// Asks mpv's core for property `name` without waiting (`mpv_get_property_async`):
    /// the answer is an `MPVEvent.propertyReply` carrying `id`, which only a core that
    /// still runs its loop sends, so its arrival shows that mpv is alive.
    public func requestProperty(_ name: String, format: MPVFormat, id: UInt64) throws(MPVError) {
        let handle = try liveHandle("request property '\(name)'")
        try MPVError.check(mpv_get_property_async(handle, id, name, format.cFormat), "request property '\(name)'")
    }

    /// Stops the change events of every observation made with `id`
    /// (`mpv_unobserve_property`).
    public func unobserve(id: UInt64) throws(MPVError) {
        let handle = try liveHandle("unobserve properties")
        try MPVError.check(mpv_unobserve_property(handle, id), "unobserve properties with id \(id)")
    }

    // MARK: Commands

    /// Runs an input command and waits for it (`mpv_command`), e.g.
    /// `try client.command(["seek", "10", "absolute+exact"])`.
    ///
    /// Like any client command, it shows no OSD unless prefixed (`osd-msg-bar`, `osd-msg`).
    public func command(_ arguments: [String]) throws(MPVError) {
        let handle = try liveHandle("command '\(arguments.joined(separator: " "))'")
        let status = Self.withCStrings(arguments) { mpv_command(handle, &$0) }
        try MPVError.check(status, "command '\(arguments.joined(separator: " "))'")
    }

    /// Starts an input command without waiting for it (`mpv_command_async`): mpv runs it on
    /// its own thread, and its end is an `MPVEvent.commandReply` carrying `requestID` (with
    /// the frame of a `screenshot-raw`).
    public func commandAsync(_ arguments: [String], requestID: UInt64) throws(MPVError) {
        let handle = try liveHandle("command '\(arguments.joined(separator: " "))'")
        let status = Self.withCStrings(arguments) { mpv_command_async(handle, requestID, &$0) }
        try MPVError.check(status, "command '\(arguments.joined(separator: " "))'")
    }

    /// Runs an input command written as input.conf writes it (`mpv_command_string`), e.g.
    /// `try client.commandString("osd-msg-bar seek -10")`: mpv splits and unquotes it, and
    /// shows OSD and expands properties as for a key binding, unless its prefixes say otherwise.
    public func commandString(_ text: String) throws(MPVError) {
        let handle = try liveHandle("command '\(text)'")
        try MPVError.check(mpv_command_string(handle, text), "command '\(text)'")
    }

    /// Calls `body` with `strings` as a NULL-terminated array of C strings, valid for the call.
    private static func withCStrings<Result>(
        _ strings: [String], _ body: (inout [UnsafePointer<CChar>?]) -> Result
    ) -> Result {
        let copies = strings.map { strdup($0) }
        defer { for copy in copies { free(copy) } }
        var pointers: [UnsafePointer<CChar>?] = copies.map { $0.map { UnsafePointer($0) } } + [nil]
        return body(&pointers)
    }

    // MARK: Events

    /// Empties the wakeup pipe, then returns every pending event, copied, in order
    /// (`mpv_wait_event` with timeout 0 until `MPV_EVENT_NONE`). Empty once terminated.
    public func drainEvents() -> [MPVEvent] {
        guard let handle else { return [] }
        wakeup.empty()
        var events: [MPVEvent] = []
        while let event = mpv_wait_event(handle, 0)?.pointee, event.event_id != MPV_EVENT_NONE {
            events.append(MPVEvent(copying: event))
        }
        return events
    }

    /// Sleeps until libmpv signals events or `timeout` passes (`poll` on the wakeup pipe),
    /// then drains them: for callers without a run loop of their own, such as tests.
    public func waitForEvents(timeout: Duration) -> [MPVEvent] {
        // Rounded up, so a short timeout does not become 0; a negative one is 0, not "forever".
        let milliseconds = Int32(clamping: max(0, (timeout.wholeMicroseconds &+ 999) / 1000))
        while case .failure(.interrupted) = Result(catching: { () throws(Errno) in
            try Poll.readable([wakeup.readDescriptor], timeout: milliseconds)
        }) {}
        return drainEvents()
    }

    // MARK: Shutdown

    /// Stops playback, shuts the player down and frees it (`mpv_terminate_destroy`, which
    /// blocks until the core has stopped). Does nothing the second time.
    public func terminate() {
        guard let handle else { return }
        self.handle = nil
        mpv_terminate_destroy(handle)
        wakeup.close()
    }

    /// Shuts the player down as `terminate()` does, but on a thread of its own
    /// (`mpv_terminate_destroy` waits for mpv's threads, 5–25 ms for an idle core), so
    /// that the caller goes on at once; join the thread returned before the process ends.
    /// Nil when it was terminated already, or when no thread could start (then it is
    /// shut down here).
    public func terminateInBackground() -> BackgroundThread? {
        guard let handle else { return nil }
        self.handle = nil
        // mpv runs the callback under the lock this call takes: once it returns, nothing
        // writes to the pipe any more, which can then close before mpv has stopped.
        mpv_set_wakeup_callback(handle, nil, nil)
        wakeup.close()
        let address = Int(bitPattern: handle)
        do {
            return try BackgroundThread { mpv_terminate_destroy(OpaquePointer(bitPattern: address)) }
        } catch {
            mpv_terminate_destroy(handle)
            return nil
        }
    }
}
