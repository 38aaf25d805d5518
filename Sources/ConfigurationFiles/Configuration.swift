import Gestures
import MPVPlayer
import PlayerGestures
import PlayerModel
import TouchInput
import TouchScripts

/// Everything `touchmpv.conf` can set, with the built-in defaults (which are exactly the
/// values of the shipped `Config/touchmpv.conf`).
public struct Configuration: Hashable, Sendable {
    /// The screen touches are mapped onto, in points (`screen`); a script's own `screen`
    /// statement takes precedence for that script.
    public var screen: Size = .standardScreen
    /// How the whole picture is turned for a panel mounted on its side or upside down
    /// (`display-rotation`): the video, the controls and their touches.
    public var displayRotation: QuarterTurn = .none

    /// Loads the script or recording at `path` (with its `--desc` header at `descPath`)
    /// onto this configuration's screen, calibration and rotation.
    public func loadScript(path: String, descPath: String?) throws(ScriptError) -> TouchScript {
        try ScriptLoader.load(
            path: path, descPath: descPath, screen: screen,
            calibration: input.calibration, rotation: input.rotation)
    }
    /// The gesture rules' numbers (docs/behaviour.md, "The player layer").
    public var gestures = GestureSettings()
    /// The action mapping's numbers (docs/behaviour.md, "The action mapping").
    public var player = PlayerSettings()
    /// The volume playback starts at (`volume`), as mpv's `--volume`.
    public var startVolume: Double = 100
    /// Where brightness gestures act (`brightness-backend`).
    public var brightnessBackend: BrightnessBackend = .mpv
    public var input = InputConfiguration()
    /// What mpv does when the media ends (`end-of-file`).
    public var endOfFile: EndOfFileAction = .quit
    /// Whether `play` saves where it is and starts there next time (`resume`).
    public var resume = false
    /// When the screen is lit (`screen-on`, `screen-off-after`).
    public var screenSchedule = ScreenSchedule()
    /// Seek previews' pictures (`thumbnails`, `thumbnail-width`, `thumbnail-exact`,
    /// `thumbnail-cache`, `thumbnail-idle`).
    public var thumbnails = ThumbnailSettings()
    /// Which controls a tap brings up and what feedback gestures give (`controls`).
    public var controls: ControlsStyle = .touch
    /// Whether to draw a ring and a trail under every finger (`show-touches`).
    public var showTouches = false
    /// How long a `play --control` client may leave fingers down without sending a line
    /// before they are cancelled (`control-idle-timeout`).
    public var controlIdleTimeout: Duration = .seconds(30)
    /// The kiosk's attract loop and library (`attract`, `attract-volume`, `library`,
    /// `idle-return`, `chooser-columns`).
    public var kiosk = KioskSettings()

    public init() {}
}

/// The kiosk: a loop that plays while nobody watches and a chooser of titles a visitor
/// picks from (docs/behaviour.md, "The kiosk"). Neither path set: no kiosk.
public struct KioskSettings: Hashable, Sendable {
    /// The file, folder or playlist looped while nobody watches (`attract`).
    public var attract: String? = nil
    /// The volume the loop plays at, 0…100; nil for the `volume` setting (`attract-volume`).
    public var attractVolume: Double? = nil
    /// The folder or playlist a visitor chooses from (`library`).
    public var library: String? = nil
    /// How long the chooser, or a paused title, waits for a touch before the loop comes
    /// back; nil never (`idle-return`).
    public var idleReturn: Duration? = .seconds(60)
    /// The chooser's columns; nil (`auto`) for as many tiles as fit at their least width.
    public var chooserColumns: Int? = nil

    public init() {}

    /// Whether the kiosk runs: an attract loop or a library is set.
    public var isActive: Bool { attract != nil || library != nil }
}

/// How seek previews show the picture at their target.
public struct ThumbnailSettings: Hashable, Sendable {
    /// Whether they do (`thumbnails`).
    public var enabled = true
    /// The picture's width in points; nil (`auto`) for round(0.2·W) (`thumbnail-width`).
    public var width: Double? = nil
    /// The frame at the target rather than the key frame before it, slower (`thumbnail-exact`).
    public var exact = false
    /// How many key frames' pictures are kept and decoded ahead, without `exact`
    /// (`thumbnail-cache`).
    public var cache = Self.defaultKeptPictures
    /// How many bytes the pictures kept for previews may take, the one on screen
    /// included (`thumbnail-memory`, in MiB in the file).
    public var memory = Self.defaultMemory
    /// How long after the last preview the second core is released (`thumbnail-idle`).
    public var idle: Duration = .seconds(30)
    /// How many bytes the storyboards of played files may take in the state folder, all
    /// files together (`thumbnail-storage`, in MiB in the file); 0 keeps none.
    public var storage = Self.defaultStorage

    public init() {}

    /// How many key frames' pictures the core keeps and decodes ahead around a resting
    /// finger unless told otherwise: 7.9 MiB of 16:9 pictures 256 pixels wide (256×144×4
    /// bytes = 144 KiB each in `bgr0`), a quarter of what the core itself takes, and about
    /// ±1 min of a film with a key frame every 2 s.
    public static let defaultKeptPictures = 56

    /// How many bytes the pictures kept for previews take unless told otherwise: eight
    /// times the default cache of 256-pixel pictures, a sixteenth of a 1 GiB board's memory.
    public static let defaultMemory = 64 << 20

    /// How many bytes the storyboards take unless told otherwise: a 90-minute film with a
    /// key frame every 10 s at 256×144 takes 76 MiB, so about six such films.
    public static let defaultStorage = 512 << 20
}

/// Where brightness gestures take effect.
public enum BrightnessBackend: Hashable, Sendable {
    /// mpv's `brightness` video property (a picture adjustment, −100…100).
    case mpv
    /// The display's backlight, `/sys/class/backlight/NAME/brightness`, with the gesture
    /// range mapped linearly onto 0…`max_brightness`.
    case backlight(name: String)
}

/// What mpv does when the media ends.
public enum EndOfFileAction: String, Hashable, Sendable, CaseIterable {
    /// Quit, as mpv does by default.
    case quit
    /// Stay on the last frame, paused, still taking gestures (mpv's `--keep-open --idle`).
    case idle
}

/// The touch input's settings: which device, and how its units map onto the screen.
public struct InputConfiguration: Hashable, Sendable {
    /// The device `play` reads when `--touch` is not given (`touch`): a path or `auto`.
    public var device: String = "auto"
    /// The libinput-style calibration matrix `a b c d e f` in normalized units
    /// (`calibration`).
    public var calibration: [Double] = [1, 0, 0, 0, 1, 0]
    /// The panel's rotation onto the screen, clockwise: 0, 90, 180 or 270 degrees
    /// (`rotation`).
    public var rotation: CoordinateMapper.Rotation = .none
    /// The x axis' range in device units for sources that cannot report it (a file or
    /// FIFO of raw events); `nil` (`auto`) means one unit per point.
    public var axisX: ClosedRange<Int32>? = nil
    /// The y axis' range, as `axisX` (`axis-y`).
    public var axisY: ClosedRange<Int32>? = nil
    /// When to take the device exclusively with EVIOCGRAB (`grab`).
    public var grab: TouchGrab = .auto
    /// The key devices `play` reads when `--keys` is not given (`keys`): `["auto"]`, paths,
    /// or none (`none`).
    public var keys: [String] = ["auto"]

    /// `text` read as the `keys` key's value, for `option` (`--keys`) on the command line;
    /// throws why it is refused, naming the option.
    public static func keyDevices(_ text: String, option: String) throws(ConfigurationError) -> [String] {
        do throws(InvalidConfigurationValue) {
            return try ConfigurationValue.devices.parse(text)
        } catch {
            throw ConfigurationError(file: option, line: 0, message: error.message)
        }
    }

    public init() {}
}

/// When `play` takes its touch device exclusively (EVIOCGRAB), so that no other reader,
/// the window system included, sees its touches.
public enum TouchGrab: String, Hashable, Sendable, CaseIterable {
    /// When mpv shows its video in a window on a desktop (`MPVWindow`): the window system
    /// reads the touchscreen too and hands mpv's window emulated mouse clicks, so without
    /// the grab one double tap would pause through touchmpv and toggle full screen through
    /// mpv's `MBTN_LEFT_DBL` binding.
    case auto
    case yes
    case no

    /// Whether to grab, given whether mpv has a window.
    public func grabs(mpvHasWindow: Bool) -> Bool {
        switch self {
        case .auto: mpvHasWindow
        case .yes: true
        case .no: false
        }
    }
}
