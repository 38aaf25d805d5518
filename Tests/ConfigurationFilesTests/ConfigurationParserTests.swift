import Foundation
import TestSupport
import Testing

@testable import ConfigurationFiles
@testable import Gestures
@testable import PlayerModel

/// `touchmpv.conf`: the shipped file, the format, and its errors.
struct ConfigurationParserTests {
    private let shippedPath = Fixtures.repositoryRoot.appendingPathComponent("Config/touchmpv.conf").path

    private func shippedText() throws -> String {
        try String(contentsOfFile: shippedPath, encoding: .utf8)
    }

    @Test func theShippedFileHoldsExactlyTheBuiltInDefaults() throws {
        let parsed = try ConfigurationParser.parse(try shippedText(), file: shippedPath)
        #expect(parsed == Configuration())
    }

    @Test func theShippedFileSetsEveryKeyInTheTablesOrder() throws {
        let keys = try shippedText().split(whereSeparator: \.isNewline)
            .filter { !$0.hasPrefix("#") && $0.contains("=") }
            .map { String($0.prefix { $0 != "=" }).trimmingCharacters(in: .whitespaces) }
        #expect(keys == ConfigurationKeys.all.map(\.name))
        #expect(ConfigurationKeys.byName.count == ConfigurationKeys.all.count)
    }

    /// The service's `/etc/touchmpv.conf` changes one key from the built-in defaults: a kiosk
    /// resumes after a power cut.
    @Test func theServicesFileSetsOnlyResume() throws {
        let path = Fixtures.repositoryRoot.appendingPathComponent("dist/touchmpv.conf").path
        let parsed = try ConfigurationParser.parse(try String(contentsOfFile: path, encoding: .utf8), file: path)
        var expected = Configuration()
        expected.resume = true
        #expect(parsed == expected)
        #expect(Configuration().resume == false)
    }

    @Test func theDefaultsAreTheDocumentedNumbers() {
        let config = Configuration()
        #expect(config.screen == Size(width: 1280, height: 720))
        #expect(config.gestures.tapMaximumDuration == .milliseconds(500))
        #expect(config.gestures.tapAllowableMovement == 10)
        #expect(config.gestures.doubleTapMinimumInterval == .milliseconds(40))
        #expect(config.gestures.doubleTapMaximumInterval == .milliseconds(300))
        #expect(config.gestures.doubleTapMaximumDistance == 100)
        #expect(config.gestures.verticalSlope == 1.5 && config.gestures.horizontalSlope == 0.6)
        #expect(config.gestures.panStep == 30 && config.gestures.panThreshold == 10)
        #expect(config.gestures.longPressDuration == .milliseconds(500))
        #expect(config.gestures.longPressAllowableMovement == 10)
        #expect(config.gestures.pinchThreshold == 10)
        #expect(config.player.holdSpeed == 2 && config.player.volumeStep == 5 && config.player.volumeMax == 100)
        #expect(config.player.brightnessStep == 10 && config.player.brightnessMin == -100 && config.player.brightnessMax == 100)
        #expect(config.player.seekSecondsPerPoint == 0.1)
        #expect(config.gestures.controlsHideDelay == .seconds(3))
        #expect(config.controls == .touch && !config.showTouches)
        #expect(config.brightnessBackend == .mpv && config.endOfFile == .quit)
        #expect(config.input.calibration == [1, 0, 0, 0, 1, 0] && config.input.rotation == .none)
        #expect(config.input.axisX == nil && config.input.axisY == nil && config.input.grab == .auto)
        #expect(config.thumbnails.cache == 56)
        #expect(config.thumbnails.memory == 64 << 20)
        #expect(config.thumbnails.storage == 512 << 20)
    }

    @Test(arguments: [("0", 0), ("65536", 65536 << 20), (" 100 # a small card", 100 << 20)])
    func theThumbnailStorageIsAWholeNumberOfMiB(text: String, bytes: Int) throws {
        let config = try ConfigurationParser.parse("thumbnail-storage = " + text, file: "t.conf")
        #expect(config.thumbnails.storage == bytes)
    }

    @Test(arguments: [("1", 1 << 20), ("4096", 4096 << 20), (" 16 # a small board", 16 << 20)])
    func theThumbnailMemoryIsAWholeNumberOfMiB(text: String, bytes: Int) throws {
        let config = try ConfigurationParser.parse("thumbnail-memory = " + text, file: "t.conf")
        #expect(config.thumbnails.memory == bytes)
    }

    @Test(arguments: [("0", 0), ("512", 512), ("  8 # a small board", 8)])
    func theThumbnailCacheIsAWholeNumberOfPictures(text: String, pictures: Int) throws {
        let config = try ConfigurationParser.parse("thumbnail-cache = " + text, file: "t.conf")
        #expect(config.thumbnails.cache == pictures)
    }

    @Test func valuesCommentsUnitsAndLineEnds() throws {
        let text = """
            # comment\r
            pan-step = 40   # trailing comment\r
            \tcontrols-hide-delay=2.5s\r
            long-press-duration = 650\r
            brightness-backend = backlight:intel_backlight\r
            axis-x = 0 4095\r
            rotation = 270\r
            grab = yes\r
            calibration = 0 1 0 -1 0 1\r
            end-of-file = idle\r
            screen = 800x480\r
            pan-step = 45\r
            controls = osd\r
            show-touches = yes\r
            """
        let config = try ConfigurationParser.parse(text, file: "t.conf")
        #expect(config.gestures.panStep == 45)
        #expect(config.gestures.controlsHideDelay == .milliseconds(2500))
        #expect(config.gestures.longPressDuration == .milliseconds(650))
        #expect(config.brightnessBackend == .backlight(name: "intel_backlight"))
        #expect(config.input.axisX == 0...4095 && config.input.rotation == .clockwise270 && config.input.grab == .yes)
        #expect(config.input.calibration == [0, 1, 0, -1, 0, 1])
        #expect(config.endOfFile == .idle)
        #expect(config.screen == Size(width: 800, height: 480))
        #expect(config.controls == .osd && config.showTouches)
    }

    @Test func keysTakesAutoNoneOrDevicePaths() throws {
        #expect(Configuration().input.keys == ["auto"])
        #expect(try ConfigurationParser.parse("keys = none", file: "k.conf").input.keys == [])
        #expect(
            try ConfigurationParser.parse("keys = /dev/input/event3  /dev/input/by-path/x-event-kbd # two", file: "k.conf").input.keys == [
                "/dev/input/event3", "/dev/input/by-path/x-event-kbd",
            ])
    }

    @Test(arguments: [
        ("\n\nfoo = 1\n", 3, "unknown key 'foo'"),
        ("pan-step = -3", 1, "bad value for pan-step: expected a distance from 1 to 100000 points, got '-3'"),
        ("\npan-step = 0.5", 2, "bad value for pan-step: expected a distance from 1 to 100000 points, got '0.5'"),
        ("\n\ncalibration = 1 0 0 0 1 1e9", 3, "bad value for calibration: expected 6 numbers from -1000 to 1000, got '1 0 0 0 1 1e9'"),
        ("x\npan-step 30", 1, "expected KEY = VALUE, got 'x'"),
        ("pan-step =", 1, "pan-step has no value"),
        ("grab = maybe", 1, "bad value for grab: expected auto or yes or no, got 'maybe'"),
        (
            "\nkeys = auto /dev/input/event3", 2,
            "bad value for keys: expected auto, none, or device paths separated by blanks, got 'auto /dev/input/event3'"
        ),
        (
            "keys = /dev/input/event3 none", 1,
            "bad value for keys: expected auto, none, or device paths separated by blanks, got '/dev/input/event3 none'"
        ),
        ("rotation = 45", 1, "bad value for rotation: expected 0 or 90 or 180 or 270, got '45'"),
        ("rotation = 090", 1, "bad value for rotation: expected 0 or 90 or 180 or 270, got '090'"),
        ("end-of-file = stop", 1, "bad value for end-of-file: expected quit or idle, got 'stop'"),
        ("controls = buttons", 1, "bad value for controls: expected touch or osc or osd, got 'buttons'"),
        ("screen = 0x720", 1, "bad value for screen: expected a size such as 1280x720, got '0x720'"),
        ("calibration = 1 0 0 0 1", 1, "bad value for calibration: expected 6 numbers, got '1 0 0 0 1'"),
        ("axis-y = 10 5", 1, "bad value for axis-y: expected auto or two integers MIN MAX with MIN < MAX, got '10 5'"),
        ("tap-max-duration = 3 min", 1, "bad value for tap-max-duration: expected a time such as 300ms or 3s, got '3 min'"),
        (
            "brightness-backend = backlight:../x", 1,
            "bad value for brightness-backend: expected mpv or backlight:NAME (a device in /sys/class/backlight), got 'backlight:../x'"
        ),
        ("thumbnail-cache = 513", 1, "bad value for thumbnail-cache: expected a number of pictures from 0 to 512, got '513'"),
        ("\nthumbnail-cache = 8.5", 2, "bad value for thumbnail-cache: expected a number of pictures from 0 to 512, got '8.5'"),
        ("thumbnail-cache = -1", 1, "bad value for thumbnail-cache: expected a number of pictures from 0 to 512, got '-1'"),
        ("thumbnail-memory = 0", 1, "bad value for thumbnail-memory: expected a size from 1 to 4096 MiB, got '0'"),
        ("thumbnail-memory = 64MiB", 1, "bad value for thumbnail-memory: expected a size from 1 to 4096 MiB, got '64MiB'"),
        ("thumbnail-storage = -1", 1, "bad value for thumbnail-storage: expected a size from 0 to 65536 MiB, got '-1'"),
        ("thumbnail-width = 8", 1, "bad value for thumbnail-width: expected auto or a width from 16 to 4096 points, got '8'"),
        ("hold-speed = nan", 1, "bad value for hold-speed: expected a speed from 0.01 to 100, got 'nan'"),
        ("brightness-min = 50\n#\nbrightness-max = 20", 3, "brightness-min must not be above brightness-max"),
        ("double-tap-min-interval = 400ms", 1, "double-tap-min-interval must not be above double-tap-max-interval"),
        (
            "grab = " + String(repeating: "y", count: 41), 1,
            "bad value for grab: expected auto or yes or no, got '" + String(repeating: "y", count: 40) + "…'"
        ),
        (String(repeating: "k", count: 1000) + " = 1", 1, "unknown key '" + String(repeating: "k", count: 40) + "…'"),
    ])
    func errorsNameTheFileAndLine(text: String, line: Int, message: String) {
        let error = thrownError(ConfigurationError.self) { try ConfigurationParser.parse(text, file: "my.conf") }
        #expect(error?.file == "my.conf" && error?.line == line && error?.message == message)
    }

    @Test(arguments: [
        ("calibration = 0 0 0 0 0 0", 1, 15),
        ("\n  pan-step =\t0.5  # too fine", 2, 14),
        ("volume = 2000", 1, 10),
        ("grab = maybe", 1, 8),
        ("\n thumbnail-cache = many", 2, 20),
        ("\n\nthumbnail-memory = 9000", 3, 20),
    ])
    func aBadValueIsLocatedAtItsFirstCharacter(text: String, line: Int, column: Int) {
        let error = thrownError(ConfigurationError.self) { try ConfigurationParser.parse(text, file: "my.conf") }
        #expect(error?.line == line && error?.column == column)
        #expect(error?.description.hasPrefix("my.conf:\(line):\(column): error: bad value for ") == true)
    }

    @Test func otherErrorsNameTheLineOnly() {
        let error = thrownError(ConfigurationError.self) { try ConfigurationParser.parse("foo = 1", file: "my.conf") }
        #expect(error?.column == nil)
    }

    @Test func errorTextIsCompilerStyle() {
        #expect(ConfigurationError(file: "a.conf", line: 7, message: "unknown key 'x'").description == "a.conf:7: error: unknown key 'x'")
    }
}

/// `screen-on` and `screen-off-after`: off by default, their forms, and their errors.
struct ScreenScheduleKeysTests {
    @Test func nothingDarkensTheScreenByDefault() {
        #expect(!Configuration().screenSchedule.isActive)
    }

    @Test func aSpanAndATimeAreRead() throws {
        let config = try ConfigurationParser.parse("screen-on = 22:30-06:05\nscreen-off-after = 90s\n", file: "t.conf")
        #expect(config.screenSchedule.span == DailySpan(start: 22 * 60 + 30, end: 6 * 60 + 5))
        #expect(config.screenSchedule.offAfter == .seconds(90))
        let back = try ConfigurationParser.parse("screen-on = always\nscreen-off-after = never\n", file: "t.conf")
        #expect(!back.screenSchedule.isActive)
    }

    @Test(arguments: ["8:00-22:00", "08:00", "08:00-24:00", "08:60-09:00", "+8:00-22:00", "08:00-22:00-23:00", "night"])
    func aMalformedSpanIsRefusedAtItsPlace(text: String) {
        #expect {
            try ConfigurationParser.parse("screen-on = \(text)\n", file: "t.conf")
        } throws: { error in
            let message = (error as? ConfigurationError)?.description ?? ""
            return message.hasPrefix("t.conf:1:") && message.contains("always or a span of local time HH:MM-HH:MM")
        }
    }

    @Test func aBadOffAfterSaysWhatItTakes() {
        #expect {
            try ConfigurationParser.parse("\nscreen-off-after = soon\n", file: "t.conf")
        } throws: { error in
            (error as? ConfigurationError)?.description.contains("t.conf:2:") == true
                && "\(error)".contains("expected never or a time such as 300ms or 3s, got 'soon'")
        }
    }

    /// A screen dark again within a moment of its waking touch can never be used: every
    /// touch would only wake it. Too short a time is refused where it is written.
    @Test(arguments: [("screen-off-after = 0", 1, 20), ("\n  screen-off-after = 4.9s", 2, 22), ("screen-off-after = 300ms", 1, 20)])
    func anOffAfterTooShortToUseTheScreenIsRefusedAtItsPlace(text: String, line: Int, column: Int) {
        let error = thrownError(ConfigurationError.self) { try ConfigurationParser.parse(text, file: "t.conf") }
        #expect(error?.line == line && error?.column == column)
        #expect(error?.description.contains("error: bad value for screen-off-after: expected never or a time of at least 5s") == true)
    }

    @Test func theShortestOffAfterIsTaken() throws {
        let config = try ConfigurationParser.parse("screen-off-after = 5s\n", file: "t.conf")
        #expect(config.screenSchedule.offAfter == ScreenSchedule.minimumOffAfter)
    }

    /// The second tap of a double tap on a paused screen must come while it is still lit.
    @Test func aDoubleTapIntervalAsLongAsTheOffTimeIsRefused() {
        let error = thrownError(ConfigurationError.self) {
            try ConfigurationParser.parse("screen-off-after = 5s\n\ndouble-tap-max-interval = 5s\n", file: "t.conf")
        }
        #expect(error?.line == 3 && error?.message == "double-tap-max-interval must be shorter than screen-off-after")
        #expect(throws: Never.self) {
            try ConfigurationParser.parse("screen-off-after = never\ndouble-tap-max-interval = 9s\n", file: "t.conf")
        }
    }
}

/// The kiosk's keys: none by default, their forms, and their errors.
struct KioskConfigurationTests {
    @Test func noKioskByDefault() {
        #expect(!Configuration().kiosk.isActive)
        #expect(Configuration().kiosk.idleReturn == .seconds(60))
    }

    @Test func theKiosksKeysTakeTheirForms() throws {
        let config = try ConfigurationParser.parse(
            """
            attract = /srv/loop.m3u
            attract-volume = 40
            library = /srv/films
            idle-return = 90s
            chooser-columns = 4
            """, file: "t.conf")
        #expect(config.kiosk.attract == "/srv/loop.m3u" && config.kiosk.library == "/srv/films" && config.kiosk.isActive)
        #expect(config.kiosk.attractVolume == 40 && config.kiosk.idleReturn == .seconds(90) && config.kiosk.chooserColumns == 4)
        let words = try ConfigurationParser.parse("idle-return = never\nchooser-columns = auto\nattract-volume = volume", file: "t.conf")
        #expect(words.kiosk.idleReturn == nil && words.kiosk.chooserColumns == nil && words.kiosk.attractVolume == nil)
    }

    @Test(arguments: [
        ("attract-volume = 101", "bad value for attract-volume: expected volume or a volume from 0 to 100, got '101'"),
        ("idle-return = 0", "bad value for idle-return: expected never or a time of at least 1s, got '0'"),
        ("chooser-columns = 0", "bad value for chooser-columns: expected auto or a number of columns from 1 to 64, got '0'"),
    ])
    func aBadKioskValueIsRefused(text: String, message: String) {
        let error = thrownError(ConfigurationError.self) { try ConfigurationParser.parse(text, file: "k.conf") }
        #expect(error?.description.hasSuffix(message) == true, "\(String(describing: error))")
    }
}
