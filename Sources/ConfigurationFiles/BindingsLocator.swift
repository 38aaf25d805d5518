import FoundationEssentials
import MPVPlayer
import PlayerGestures
import SystemCalls

/// Finds and loads the gesture bindings (docs/behaviour.md, "Where the file is"):
/// `--bindings FILE`, else `touch-input.conf` in the folder of the configuration file in
/// use, else — with no configuration file — the first `touch-input.conf` beside one of the
/// places a configuration file is looked for (`$XDG_CONFIG_HOME/touchmpv/`, `/etc/`), else
/// the built-in defaults. Only one file is read.
public enum BindingsLocator {
    /// The name of the file beside the configuration.
    public static let fileName = "touch-input.conf"

    /// The file to read: `explicit` when given, else the one beside `configurationPath`
    /// (the configuration file in use) if it exists, else, when no configuration file is
    /// in use, the first that exists beside the standard configuration places; nil for
    /// the defaults.
    public static func path(
        explicit: String?, configurationPath: String?, environment: [String: String],
        exists: (String) -> Bool = FileSystem.exists
    ) -> String? {
        if let explicit { return explicit }
        if let configurationPath { return [sibling(of: configurationPath)].first(where: exists) }
        return ConfigurationLocator.candidates(environment: environment).map(sibling(of:)).first(where: exists)
    }

    /// The bindings for a command given `--bindings explicit` and `--config
    /// configurationExplicit` (or not), with every mpv command checked by mpv's parser;
    /// an unreadable or malformed file is an error, as is `touchmpv/lock` without
    /// `touchControls`.
    public static func load(
        explicit: String?, configurationExplicit: String?, touchControls: Bool,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ConfigurationError) -> GestureBindings {
        let configurationPath = ConfigurationLocator.path(explicit: configurationExplicit, environment: environment)
        guard let file = path(explicit: explicit, configurationPath: configurationPath, environment: environment) else {
            return .defaults
        }
        let text = try ConfigurationLocator.text(of: file, what: "bindings file")
        var parser: MPVCommandParser?
        var parserError: MPVError?
        return try BindingsParser.parse(text, file: file, touchControls: touchControls) { command in
            if parser == nil && parserError == nil {
                do throws(MPVError) { parser = try MPVCommandParser() } catch { parserError = error }
            }
            return parser?.refusal(of: command) ?? parserError.map { "cannot start mpv's parser: \($0)" }
        }
    }

    /// The configuration file and the bindings file that `load` and
    /// `loadWithConfiguration` would read, each nil for the defaults.
    public static func files(
        explicit: String?, configurationExplicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> (configuration: String?, bindings: String?) {
        let configurationPath = ConfigurationLocator.path(explicit: configurationExplicit, environment: environment)
        return (configurationPath, path(explicit: explicit, configurationPath: configurationPath, environment: environment))
    }

    /// What `play` and `simulate` start from: the configuration `--config
    /// configurationExplicit` names (or the standard places give), and the bindings
    /// `--bindings explicit` names or that lie beside it, `touchmpv/lock` allowed only
    /// with its touch controls.
    public static func loadWithConfiguration(
        explicit: String?, configurationExplicit: String?
    ) throws(ConfigurationError) -> (configuration: Configuration, bindings: GestureBindings) {
        let configuration = try ConfigurationLocator.load(explicit: configurationExplicit)
        let bindings = try load(
            explicit: explicit, configurationExplicit: configurationExplicit, touchControls: configuration.controls == .touch)
        return (configuration, bindings)
    }

    /// `touch-input.conf` in the folder of `path`.
    private static func sibling(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return fileName }
        return String(path[...slash]) + fileName
    }
}
