import ConfigurationFiles
import FoundationEssentials
import MPVPlayer
import PlayerRuntime
import TouchInput

/// How `play` opens its touch source and its key devices: with the configuration's screen,
/// calibration and axes, taken exclusively as `grab` says once it is known whether mpv
/// shows a window.
enum PlayTouchInput {
    /// Opens the touch source at `path` (or starts waiting for one), given whether `mpv`
    /// (started) will show a window.
    static func open(_ path: String, configuration: Configuration, description: DeviceDescription?, mpv: MPVClient)
        throws(CommandError) -> LiveTouchInput
    {
        do throws(InputError) {
            return try LiveTouchInput(path: path, options: options(configuration: configuration, description: description, mpv: mpv))
        } catch {
            throw CommandError(error.description, status: .runtimeFailure)
        }
    }

    /// Opens the key devices `paths` names (`["auto"]`: every one found, as they come),
    /// grabbed when the touch source is.
    static func openKeys(_ paths: [String], configuration: Configuration, description: DeviceDescription?, mpv: MPVClient)
        throws(CommandError) -> LiveKeyInput
    {
        do throws(InputError) {
            return try LiveKeyInput(
                paths: paths, options: options(configuration: configuration, description: description, mpv: mpv), now: TouchDevice.now())
        } catch {
            throw CommandError(error.description, status: .runtimeFailure)
        }
    }

    private static func options(configuration: Configuration, description: DeviceDescription?, mpv: MPVClient) -> TouchDevice.Options {
        let videoOutputs = (try? mpv.property("options/vo", as: String.self)) ?? ""
        let hasWindow = MPVWindow.isExpected(videoOutputs: videoOutputs, environment: ProcessInfo.processInfo.environment)
        return TouchDevice.Options(
            screen: configuration.screen, calibration: configuration.input.calibration, rotation: configuration.input.rotation,
            grab: configuration.input.grab.grabs(mpvHasWindow: hasWindow), description: description,
            fallbackXRange: configuration.input.axisX, fallbackYRange: configuration.input.axisY)
    }
}
