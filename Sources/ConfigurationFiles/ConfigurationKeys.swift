import PlayerModel
import TouchScripts

/// One key of `touchmpv.conf`: where in `Configuration` its value goes and how its text
/// is read.
struct ConfigurationKey: Sendable {
    let name: String
    /// Parses `text` and stores the value, or throws why the text is refused.
    let set: @Sendable (_ text: String, _ configuration: inout Configuration) throws(InvalidConfigurationValue) -> Void

    init<Value>(_ name: String, _ path: WritableKeyPath<Configuration, Value> & Sendable, _ value: ConfigurationValue<Value>) {
        self.name = name
        set = { text, configuration throws(InvalidConfigurationValue) in configuration[keyPath: path] = try value.parse(text) }
    }
}

/// Two keys whose values must be in order (first ≤ second, or as `holds` says).
struct ConfigurationKeyOrder: Sendable {
    let low: String
    let high: String
    /// What is wrong when the order does not hold, between the two keys' names.
    let rule: String
    let holds: @Sendable (Configuration) -> Bool

    init<Value: Comparable & Sendable>(
        _ low: String, _ lowPath: KeyPath<Configuration, Value> & Sendable, _ high: String,
        _ highPath: KeyPath<Configuration, Value> & Sendable
    ) {
        self.init(low, "must not be above", high) { $0[keyPath: lowPath] <= $0[keyPath: highPath] }
    }

    init(_ low: String, _ rule: String, _ high: String, holds: @escaping @Sendable (Configuration) -> Bool) {
        self.low = low
        self.high = high
        self.rule = rule
        self.holds = holds
    }
}

/// The keys of `touchmpv.conf`, in the order the shipped `Config/touchmpv.conf` documents
/// them: every key there is here, and nothing else is accepted.
enum ConfigurationKeys {
    static let all: [ConfigurationKey] = [
        ConfigurationKey("screen", \.screen, .size),
        ConfigurationKey("display-rotation", \.displayRotation, .choice),
        // Taps.
        ConfigurationKey("tap-max-duration", \.gestures.tapMaximumDuration, .duration),
        ConfigurationKey("tap-max-movement", \.gestures.tapAllowableMovement, .nonNegative),
        ConfigurationKey("double-tap-min-interval", \.gestures.doubleTapMinimumInterval, .duration),
        ConfigurationKey("double-tap-max-interval", \.gestures.doubleTapMaximumInterval, .duration),
        ConfigurationKey("double-tap-max-distance", \.gestures.doubleTapMaximumDistance, .nonNegative),
        // Pans.
        ConfigurationKey("pan-threshold", \.gestures.panThreshold, .nonNegative),
        ConfigurationKey("vertical-slope", \.gestures.verticalSlope, .positive),
        ConfigurationKey("horizontal-slope", \.gestures.horizontalSlope, .positive),
        // At least a point, so that one drag cannot make thousands of steps; at most a
        // screen's largest side.
        ConfigurationKey(
            "pan-step", \.gestures.panStep,
            .number(in: 1...ScriptLimits.maximumScreenSide, "a distance from 1 to \(Int(ScriptLimits.maximumScreenSide)) points")),
        // Long press and pinch.
        ConfigurationKey("long-press-duration", \.gestures.longPressDuration, .duration),
        ConfigurationKey("long-press-movement", \.gestures.longPressAllowableMovement, .nonNegative),
        ConfigurationKey("hold-speed", \.player.holdSpeed, .number(in: 0.01...100, "a speed from 0.01 to 100")),
        ConfigurationKey("pinch-threshold", \.gestures.pinchThreshold, .nonNegative),
        // The action mapping.
        ConfigurationKey("volume", \.startVolume, .number(in: 0...1000, "a volume from 0 to 1000")),
        ConfigurationKey("volume-step", \.player.volumeStep, .positive),
        ConfigurationKey("volume-max", \.player.volumeMax, .number(in: 100...1000, "a volume from 100 to 1000 (mpv's volume-max)")),
        ConfigurationKey("brightness-step", \.player.brightnessStep, .positive),
        ConfigurationKey("brightness-min", \.player.brightnessMin, .number(in: -100...100, "a brightness from -100 to 100")),
        ConfigurationKey("brightness-max", \.player.brightnessMax, .number(in: -100...100, "a brightness from -100 to 100")),
        ConfigurationKey("brightness-backend", \.brightnessBackend, .brightnessBackend),
        ConfigurationKey("seek-per-point", \.player.seekSecondsPerPoint, .positive),
        // The controls and feedback.
        ConfigurationKey("controls", \.controls, .choice),
        ConfigurationKey("controls-hide-delay", \.gestures.controlsHideDelay, .duration),
        ConfigurationKey("show-touches", \.showTouches, .flag),
        // Touch input.
        ConfigurationKey("touch", \.input.device, .text),
        ConfigurationKey("calibration", \.input.calibration, .calibrationMatrix),
        ConfigurationKey("rotation", \.input.rotation, .choice),
        ConfigurationKey("axis-x", \.input.axisX, .axisRange),
        ConfigurationKey("axis-y", \.input.axisY, .axisRange),
        ConfigurationKey("grab", \.input.grab, .choice),
        ConfigurationKey("keys", \.input.keys, .devices),
        // mpv.
        ConfigurationKey("end-of-file", \.endOfFile, .choice),
        ConfigurationKey("resume", \.resume, .flag),
        // The screen schedule.
        ConfigurationKey("screen-on", \.screenSchedule.span, .dailySpan),
        ConfigurationKey(
            "screen-off-after", \.screenSchedule.offAfter, .word("never", or: .duration(atLeast: ScreenSchedule.minimumOffAfter))),
        // Seek previews' pictures.
        ConfigurationKey("thumbnails", \.thumbnails.enabled, .flag),
        ConfigurationKey("thumbnail-width", \.thumbnails.width, .autoOr(.number(in: 16...4096, "a width from 16 to 4096 points"))),
        ConfigurationKey("thumbnail-exact", \.thumbnails.exact, .flag),
        ConfigurationKey("thumbnail-cache", \.thumbnails.cache, .integer(in: 0...512, "a number of pictures from 0 to 512")),
        ConfigurationKey("thumbnail-memory", \.thumbnails.memory, .mebibytes(in: 1...4096, "a size from 1 to 4096 MiB")),
        ConfigurationKey("thumbnail-idle", \.thumbnails.idle, .duration),
        ConfigurationKey("thumbnail-storage", \.thumbnails.storage, .mebibytes(in: 0...65536, "a size from 0 to 65536 MiB")),
        // The control socket.
        ConfigurationKey("control-idle-timeout", \.controlIdleTimeout, .duration),
        // The kiosk.
        ConfigurationKey("attract", \.kiosk.attract, .word("none", or: .path)),
        ConfigurationKey("attract-volume", \.kiosk.attractVolume, .word("volume", or: .number(in: 0...100, "a volume from 0 to 100"))),
        ConfigurationKey("library", \.kiosk.library, .word("none", or: .path)),
        ConfigurationKey("idle-return", \.kiosk.idleReturn, .word("never", or: .duration(atLeast: .seconds(1)))),
        ConfigurationKey(
            "chooser-columns", \.kiosk.chooserColumns, .word("auto", or: .integer(in: 1...64, "a number of columns from 1 to 64"))),
    ]

    static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// Pairs of keys whose values must be in order.
    static let orders: [ConfigurationKeyOrder] = [
        ConfigurationKeyOrder(
            "double-tap-min-interval", \.gestures.doubleTapMinimumInterval, "double-tap-max-interval",
            \.gestures.doubleTapMaximumInterval),
        ConfigurationKeyOrder("horizontal-slope", \.gestures.horizontalSlope, "vertical-slope", \.gestures.verticalSlope),
        ConfigurationKeyOrder("brightness-min", \.player.brightnessMin, "brightness-max", \.player.brightnessMax),
        ConfigurationKeyOrder("volume", \.startVolume, "volume-max", \.player.volumeMax),
        // The second tap of a double tap on a paused screen comes while it is still lit.
        ConfigurationKeyOrder("double-tap-max-interval", "must be shorter than", "screen-off-after") { configuration in
            configuration.screenSchedule.offAfter.map { configuration.gestures.doubleTapMaximumInterval < $0 } ?? true
        },
    ]
}
