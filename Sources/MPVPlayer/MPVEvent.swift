import CMPV

/// Something libmpv reported, copied out of mpv's event memory (which `mpv_wait_event`
/// reuses on its next call), so events can be kept and compared.
public enum MPVEvent: Sendable, Hashable {
    /// An observed property changed (`MPV_EVENT_PROPERTY_CHANGE`). `value` is `.none` when
    /// the property became unavailable or was observed with `MPVFormat.none`.
    case propertyChanged(name: String, value: MPVValue, observerID: UInt64)
    /// The answer to `MPVClient.requestProperty` made with `requestID`
    /// (`MPV_EVENT_GET_PROPERTY_REPLY`), whether the property could be read or not; `value`
    /// is `.none` when it could not.
    case propertyReply(name: String, value: MPVValue, requestID: UInt64)
    /// The end of a command started with `MPVClient.commandAsync` (`MPV_EVENT_COMMAND_REPLY`):
    /// its error code (0 on success), and the picture when it was a `screenshot-raw`.
    case commandReply(requestID: UInt64, errorCode: Int32, frame: MPVRawFrame?)
    /// A file starts loading (`MPV_EVENT_START_FILE`).
    case startFile
    /// The file was opened and decoding starts (`MPV_EVENT_FILE_LOADED`).
    case fileLoaded
    /// The file was unloaded, and why (`MPV_EVENT_END_FILE`).
    case endFile(MPVEndFile)
    /// A seek began (`MPV_EVENT_SEEK`).
    case seekStarted
    /// Playback restarted after loading or a seek (`MPV_EVENT_PLAYBACK_RESTART`).
    case playbackRestarted
    /// A log line requested with `MPVClient.requestLogMessages` (`MPV_EVENT_LOG_MESSAGE`).
    case logMessage(MPVLogMessage)
    /// The player is shutting down (`MPV_EVENT_SHUTDOWN`); the client should destroy its handle.
    case shutdown
    /// Any other event, by mpv's name for it (`mpv_event_name`), e.g. "video-reconfig".
    case other(String)

    /// Copies `event` out of libmpv's memory.
    init(copying event: mpv_event) {
        switch event.event_id {
        case MPV_EVENT_PROPERTY_CHANGE:
            if let property = event.data?.assumingMemoryBound(to: mpv_event_property.self).pointee {
                self = .propertyChanged(
                    name: String(cString: property.name),
                    value: MPVValue(format: property.format, data: property.data),
                    observerID: event.reply_userdata)
            } else {
                self = .other("property-change")
            }
        case MPV_EVENT_GET_PROPERTY_REPLY:
            let property = event.data?.assumingMemoryBound(to: mpv_event_property.self).pointee
            self = .propertyReply(
                name: property.map { String(cString: $0.name) } ?? "",
                value: event.error < 0 ? .none : property.map { MPVValue(format: $0.format, data: $0.data) } ?? .none,
                requestID: event.reply_userdata)
        case MPV_EVENT_COMMAND_REPLY:
            let result = event.data?.assumingMemoryBound(to: mpv_event_command.self).pointee.result
            self = .commandReply(
                requestID: event.reply_userdata, errorCode: event.error, frame: result.flatMap(MPVRawFrame.init(copying:)))
        case MPV_EVENT_START_FILE: self = .startFile
        case MPV_EVENT_FILE_LOADED: self = .fileLoaded
        case MPV_EVENT_END_FILE:
            if let end = event.data?.assumingMemoryBound(to: mpv_event_end_file.self).pointee {
                self = .endFile(MPVEndFile(reason: MPVEndFile.Reason(end.reason), errorCode: end.error))
            } else {
                self = .endFile(MPVEndFile(reason: .unknown, errorCode: 0))
            }
        case MPV_EVENT_SEEK: self = .seekStarted
        case MPV_EVENT_PLAYBACK_RESTART: self = .playbackRestarted
        case MPV_EVENT_LOG_MESSAGE:
            if let log = event.data?.assumingMemoryBound(to: mpv_event_log_message.self).pointee {
                self = .logMessage(
                    MPVLogMessage(
                        prefix: String(cString: log.prefix),
                        level: String(cString: log.level),
                        text: String(cString: log.text)))
            } else {
                self = .other("log-message")
            }
        case MPV_EVENT_SHUTDOWN: self = .shutdown
        default: self = .other(String(cString: mpv_event_name(event.event_id)))
        }
    }
}

/// Why playback of a file ended (`mpv_event_end_file`).
public struct MPVEndFile: Sendable, Hashable {
    /// The end-file reasons of `mpv_end_file_reason`.
    public enum Reason: Sendable, Hashable {
        /// The end of the file was reached (also after `--end` or `--frames`).
        case endOfFile
        /// Playback was stopped by a command (`stop`, playlist controls).
        case stopped
        case quit
        /// Playback failed; `MPVEndFile.error` says how.
        case error
        /// The file was a playlist whose entries replaced it.
        case redirect
        /// A reason this libmpv is newer than touchmpv about.
        case unknown

        /// Maps the C enumerator.
        init(_ reason: mpv_end_file_reason) {
            switch reason {
            case MPV_END_FILE_REASON_EOF: self = .endOfFile
            case MPV_END_FILE_REASON_STOP: self = .stopped
            case MPV_END_FILE_REASON_QUIT: self = .quit
            case MPV_END_FILE_REASON_ERROR: self = .error
            case MPV_END_FILE_REASON_REDIRECT: self = .redirect
            default: self = .unknown
            }
        }
    }

    /// Why the file ended.
    public var reason: Reason
    /// The libmpv error code when `reason` is `.error` (e.g. `MPV_ERROR_LOADING_FAILED`), else 0.
    public var errorCode: Int32

    /// Creates an end-file record.
    public init(reason: Reason, errorCode: Int32) {
        self.reason = reason
        self.errorCode = errorCode
    }

    /// Whether mpv found nothing to play in the file (`MPV_ERROR_NOTHING_TO_PLAY`: no
    /// track of a kind it plays, audio-only media on a core with its audio off).
    public var foundNothingToPlay: Bool { errorCode == MPV_ERROR_NOTHING_TO_PLAY.rawValue }

    /// The failure as an error value, when playback failed.
    public var error: MPVError? {
        errorCode < 0 ? MPVError(code: errorCode, operation: "playback") : nil
    }
}

/// One line of mpv's log.
public struct MPVLogMessage: Sendable, Hashable {
    /// The module that wrote it, e.g. "cplayer" or "ffmpeg".
    public var prefix: String
    /// The level: "fatal", "error", "warn", "info", "v", "debug", "trace".
    public var level: String
    /// The text, usually ending in a newline.
    public var text: String

    public init(prefix: String, level: String, text: String) {
        self.prefix = prefix
        self.level = level
        self.text = text
    }

    /// Whether FFmpeg wrote it (prefix "ffmpeg" or "ffmpeg/…"), whichever core's work it
    /// was about.
    public var isFFmpegs: Bool {
        prefix == "ffmpeg" || prefix.hasPrefix("ffmpeg/")
    }

    /// The text without the whitespace (the newline) around it, for messages.
    public var trimmedText: String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(text[first...last])
    }
}
