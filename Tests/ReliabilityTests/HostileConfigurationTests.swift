import CommandTestSupport
import TestSupport
import Testing

/// Hostile configs through the config parser (`touchmpv simulate --config`): each gets
/// an error naming file and line and status 2, or is a value within the key's range.
struct HostileConfigurationTests {
    private let files: TemporaryFolder
    private let script: String

    init() throws {
        files = try TemporaryFolder()
        script = files.write("@0 tap 640 360\n", name: "tap.touch")
    }

    private func simulate(config text: String) -> (path: String, result: SimulationRun) {
        let path = files.write(text, name: "hostile.conf")
        return (path, SimulationRun(["--config", path, "--script", script, "--json"]))
    }

    @Test(arguments: [
        ("pan-step = 0", "1:12: error: bad value for pan-step: expected a distance from 1 to 100000 points, got '0'"),
        ("pan-step = -0", "1:12: error: bad value for pan-step: expected a distance from 1 to 100000 points, got '-0'"),
        ("pan-step = nan", "1:12: error: bad value for pan-step: expected a distance from 1 to 100000 points, got 'nan'"),
        ("pan-step = 1e-300", "1:12: error: bad value for pan-step: expected a distance from 1 to 100000 points, got '1e-300'"),
        ("pan-step = 1e308", "1:12: error: bad value for pan-step: expected a distance from 1 to 100000 points, got '1e308'"),
        (
            "calibration = 0 0 0 0 0 0",
            "1:15: error: bad value for calibration: expected a matrix that can be inverted (a·e − b·d is 0: every touch would land on "
                + "one line or point), got '0 0 0 0 0 0'"
        ),
        (
            "calibration = 1 2 0 2 4 0",
            "1:15: error: bad value for calibration: expected a matrix that can be inverted (a·e − b·d is 0: every touch would land on "
                + "one line or point), got '1 2 0 2 4 0'"
        ),
        (
            "calibration = 1e308 0 0 0 1e308 0",
            "1:15: error: bad value for calibration: expected 6 numbers from -1000 to 1000, got '1e308 0 0 0 1e308 0'"
        ),
        ("horizontal-slope = inf", "1:20: error: bad value for horizontal-slope: expected a positive number, got 'inf'"),
        ("screen = 1e308x1", "1:10: error: bad value for screen: expected a size such as 1280x720, got '1e308x1'"),
        ("tap-max-duration = 1e308s", "1:20: error: bad value for tap-max-duration: expected a time such as 300ms or 3s, got '1e308s'"),
        (
            "double-tap-max-interval = 99999999999999s",
            "1:27: error: bad value for double-tap-max-interval: expected a time such as 300ms or 3s, got '99999999999999s'"
        ),
        ("calibration = nan 0 0 0 1 0", "1:15: error: bad value for calibration: expected 6 numbers, got 'nan 0 0 0 1 0'"),
        ("hold-speed = 0", "1:14: error: bad value for hold-speed: expected a speed from 0.01 to 100, got '0'"),
        ("volume-max = -1", "1:14: error: bad value for volume-max: expected a volume from 100 to 1000 (mpv's volume-max), got '-1'"),
        ("controls-hide-delay = -1s", "1:23: error: bad value for controls-hide-delay: expected a time such as 300ms or 3s, got '-1s'"),
        ("pan-step", "1: error: expected KEY = VALUE, got 'pan-step'"),
        ("# fine\nfrobnicate = 1", "2: error: unknown key 'frobnicate'"),
    ])
    func badValuesAreRefusedWithFileAndLine(text: String, error: String) {
        let (path, result) = simulate(config: text + "\n")
        #expect(result.status == .badInput)
        #expect(result.diagnostic == "\(path):\(error)")
    }

    @Test func binaryDataIsRefused() {
        let path = files.write([0x76, 0x6f, 0xff, 0xfe, 0x00, 0x0a], name: "binary.conf")
        let result = SimulationRun(["--config", path, "--script", script])
        #expect(result.status == .badInput)
        #expect(result.diagnostic == "\(path): error: the configuration file is not UTF-8 text")
    }

    /// The error quotes the value's first 40 characters, not the whole megabyte.
    @Test func aMillionCharacterValueIsRefusedWithItsLine() {
        let (path, result) = simulate(config: "volume = " + String(repeating: "1", count: 1_000_000) + "\n")
        #expect(result.status == .badInput)
        #expect(
            result.diagnostic
                == "\(path):1:10: error: bad value for volume: expected a volume from 0 to 1000, got '\(String(repeating: "1", count: 40))…'"
        )
    }

    /// Huge but finite steps are values like any other, and the largest pan step and
    /// calibration taken: the gestures still play.
    @Test func hugeFiniteStepsStillPlay() {
        let (_, result) = simulate(
            config: "pan-step = 100000\nseek-per-point = 1e308\nvolume-step = 1e308\ncalibration = 1000 0 0 0 1000 0\n")
        #expect(result.status == .ok)
        #expect(result.output.count == 1)
    }
}
