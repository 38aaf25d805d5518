import ConfigurationFiles
import PlayerGestures
import PlayerRuntime
import TextFormats
import TouchInput
import TouchScripts

/// What `play` reads before mpv starts, so that a bad file is bad input (exit 2), and a
/// missing medium is named (exit 3), whatever else is wrong: the configuration with its
/// bindings, the script, `--desc`, the touch source's path and the media.
struct PlayInputs {
    var configuration: Configuration
    let bindings: GestureBindings
    let script: TouchScript?
    /// `--desc`'s device description, for a touch source that is not a device; a
    /// script reads its own.
    let description: DeviceDescription?
    /// `--touch`, else the configuration's `touch`.
    let touchPath: String
    /// `--keys`, else the configuration's `keys`: `["auto"]`, paths, or none.
    let keyPaths: [String]

    init(_ options: PlayOptions) throws(PlayStartFailure) {
        do throws(ConfigurationError) {
            (configuration, bindings) = try BindingsLocator.loadWithConfiguration(
                explicit: options.bindings, configurationExplicit: options.config)
        } catch {
            throw PlayStartFailure(CommandError(error.description, status: .badInput), place: (error.file, error.line))
        }
        if options.showTouches { configuration.showTouches = true }
        let configuration = configuration
        do throws(ScriptError) {
            script = try options.script.map { (path) throws(ScriptError) in
                try configuration.loadScript(path: path, descPath: options.desc)
            }
        } catch {
            throw PlayStartFailure(CommandError(error.description, status: .badInput), place: (error.file, error.line))
        }
        touchPath = options.touch ?? configuration.input.device
        do throws(ConfigurationError) {
            keyPaths =
                try options.keys.map { (text) throws(ConfigurationError) in try InputConfiguration.keyDevices(text, option: "--keys") }
                ?? configuration.input.keys
        } catch {
            throw PlayStartFailure(CommandError(error.description, status: .badInput))
        }
        do throws(CommandError) {
            description = script == nil ? try Self.description(options.desc) : nil
            if script == nil {
                try RunInputs.refuseFolder(asTouchSource: touchPath, named: options.touch == nil ? "touch =" : "--touch")
            }
            if let missing = MediaOperands.firstMissing(options.media) {
                throw CommandError(
                    "cannot play '\(ErrorExcerpt.path(missing.path))': \(missing.error) (errno \(missing.error.rawValue))",
                    status: .runtimeFailure)
            }
        } catch {
            throw PlayStartFailure(error)
        }
    }

    /// The device description of `--desc FILE`.
    private static func description(_ path: String?) throws(CommandError) -> DeviceDescription? {
        guard let path else { return nil }
        do throws(ScriptError) {
            return try ScriptLoader.loadDescription(path: path)
        } catch {
            throw CommandError(error.description, status: .badInput)
        }
    }
}
