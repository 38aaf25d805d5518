import TouchInput

/// The keys of `touchmpv.conf`: each key's name and how its value sets the configuration.
/// Every key of the shipped `Config/touchmpv.conf` is here, and nothing else is accepted.
enum ConfigurationKeys {
    /// Sets one key's value on a configuration, or says why the value is refused.
    typealias Setter = @Sendable (String, inout Configuration) throws(ConfigurationValue.Invalid) -> Void

    /// The setters by key name.
    static let setters: [String: Setter] = [
        "screen": { text, config throws(ConfigurationValue.Invalid) in
            (config.screenWidth, config.screenHeight) = try ConfigurationValue.size(text)
        },
        // Taps.
        "tap-max-duration": { text, config throws(ConfigurationValue.Invalid) in
            config.gestures.tapMaximumDuration = try ConfigurationValue.duration(text)
        },
        "tap-max-movement": { text, config throws(ConfigurationValue.Invalid) in
            config.gestures.tapAllowableMovement = try ConfigurationValue.nonNegative(text)
        },
        "double-tap-min-interval": { text, config throws(ConfigurationValue.Invalid) in
            config.gestures.doubleTapMinimumInterval = try ConfigurationValue.duration(text)
        },
        "double-tap-max-interval": { text, config throws(ConfigurationValue.Invalid) in
            config.gestures.doubleTapMaximumInterval = try ConfigurationValue.duration(text)
        },
        "double-tap-max-distance": { text, config throws(ConfigurationValue.Invalid) in
            config.gestures.doubleTapMaximumDistance = try ConfigurationValue.nonNegative(text)
        },
        // Pans.
        "pan-threshold": { text, config throws(ConfigurationValue.Invalid) in
            config.gestures.panThreshold = try ConfigurationValue.nonNegative(text)
        },
        "vertical-slope": { text, config throws(ConfigurationValue.Invalid) in
            config.gestures.verticalSlope = try ConfigurationValue.positive(text)
        },
        "horizontal-slope": { text, config throws(ConfigurationValue.Invalid) in
            config.gestures.horizontalSlope = try ConfigurationValue.positive(text)
        },
        "pan-step": { text, config throws(ConfigurationValue.Invalid) in
            config.gestures.panStep = try ConfigurationValue.positive(text)
        },
        // Long press and pinch.
        "long-press-duration": { text, config throws(ConfigurationValue.Invalid) in
            config.gestures.longPressDuration = try ConfigurationValue.duration(text)
        },
        "long-press-movement": { text, config throws(ConfigurationValue.Invalid) in
            config.gestures.longPressAllowableMovement = try ConfigurationValue.nonNegative(text)
        },
        "pinch-threshold": { text, config throws(ConfigurationValue.Invalid) in
            config.gestures.pinchThreshold = try ConfigurationValue.nonNegative(text)
        },
        // The action mapping.
        "hold-speed": { text, config throws(ConfigurationValue.Invalid) in
            config.player.holdSpeed = try ConfigurationValue.number(text, in: 0.01...100, "a speed from 0.01 to 100")
        },
        "volume": { text, config throws(ConfigurationValue.Invalid) in
            config.startVolume = try ConfigurationValue.number(text, in: 0...1000, "a volume from 0 to 1000")
        },
        "volume-step": { text, config throws(ConfigurationValue.Invalid) in
            config.player.volumeStep = try ConfigurationValue.positive(text)
        },
        "volume-max": { text, config throws(ConfigurationValue.Invalid) in
            config.player.volumeMax = try ConfigurationValue.number(text, in: 100...1000, "a volume from 100 to 1000 (mpv's volume-max)")
        },
        "brightness-step": { text, config throws(ConfigurationValue.Invalid) in
            config.player.brightnessStep = try ConfigurationValue.positive(text)
        },
        "brightness-min": { text, config throws(ConfigurationValue.Invalid) in
            config.player.brightnessMin = try ConfigurationValue.number(text, in: -100...100, "a brightness from -100 to 100")
        },
        "brightness-max": { text, config throws(ConfigurationValue.Invalid) in
            config.player.brightnessMax = try ConfigurationValue.number(text, in: -100...100, "a brightness from -100 to 100")
        },
        "brightness-backend": { text, config throws(ConfigurationValue.Invalid) in
            config.brightnessBackend = try backlight(text)
        },
        "seek-per-point": { text, config throws(ConfigurationValue.Invalid) in
            config.player.seekSecondsPerPoint = try ConfigurationValue.positive(text)
        },
        "controls-hide-delay": { text, config throws(ConfigurationValue.Invalid) in
            config.player.controlsHideDelay = try ConfigurationValue.duration(text)
        },
        // Touch input.
        "touch": { text, config throws(ConfigurationValue.Invalid) in
            config.input.device = text
        },
        "calibration": { text, config throws(ConfigurationValue.Invalid) in
            config.input.calibration = try ConfigurationValue.numbers(text, count: 6)
        },
        "rotation": { text, config throws(ConfigurationValue.Invalid) in
            config.input.rotation = Int(try ConfigurationValue.choice(text, ["0", "90", "180", "270"])) ?? 0
        },
        "axis-x": { text, config throws(ConfigurationValue.Invalid) in
            config.input.axisX = try ConfigurationValue.axisRange(text)
        },
        "axis-y": { text, config throws(ConfigurationValue.Invalid) in
            config.input.axisY = try ConfigurationValue.axisRange(text)
        },
        "grab": { text, config throws(ConfigurationValue.Invalid) in
            config.input.grab = try ConfigurationValue.flag(text)
        },
        // mpv.
        "end-of-file": { text, config throws(ConfigurationValue.Invalid) in
            config.endOfFile = EndOfFileAction(rawValue: try ConfigurationValue.choice(text, ["quit", "idle"])) ?? .quit
        },
    ]

    /// Pairs of keys whose values must be in order (first ≤ second), with why.
    static let orderedPairs: [(low: String, high: String, holds: @Sendable (Configuration) -> Bool)] = [
        (
            "double-tap-min-interval", "double-tap-max-interval",
            { $0.gestures.doubleTapMinimumInterval <= $0.gestures.doubleTapMaximumInterval }
        ),
        ("horizontal-slope", "vertical-slope", { $0.gestures.horizontalSlope <= $0.gestures.verticalSlope }),
        ("brightness-min", "brightness-max", { $0.player.brightnessMin <= $0.player.brightnessMax }),
        ("volume", "volume-max", { $0.startVolume <= $0.player.volumeMax }),
    ]

    /// `mpv`, or `backlight:NAME` for `/sys/class/backlight/NAME` (NAME a plain file name).
    private static func backlight(_ text: String) throws(ConfigurationValue.Invalid) -> BrightnessBackend {
        if text == "mpv" { return .mpv }
        let prefix = "backlight:"
        let name = text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : ""
        guard !name.isEmpty, name != ".", name != "..", !name.contains("/") else {
            throw ConfigurationValue.Invalid(
                message: "expected mpv or backlight:NAME (a device in /sys/class/backlight), got '\(ErrorExcerpt.of(text))'")
        }
        return .backlight(name: name)
    }
}
