import ConfigurationFiles
import PlayerGestures

#if canImport(Glibc)
    import Glibc
#endif

/// What SIGHUP (`systemctl reload`) does to `play` under a service manager
/// (docs/behaviour.md, "Running as a service"): touchmpv.conf and touch-input.conf are
/// read and checked again at once, from the paths `play` started with; a file with an
/// error is logged (FILE:LINE:COLUMN) and the settings stay as they were; good ones
/// replace the gesture layer's bindings and gesture settings between two touch
/// sequences, so that a finger down keeps its gesture and the next sequence meets the
/// new bindings, and the kiosk takes its new `idle-return` and `attract-volume`. Playback
/// is never touched. The service manager hears `RELOADING=1`,
/// then `READY=1` once the reload was applied or refused.
public final class SettingsReload {
    /// The signal that asks for a reload.
    public static let signal = SIGHUP

    /// `--config` and `--bindings` as `play` was given them (nil: the standard places).
    private let configurationPath: String?
    private let bindingsPath: String?
    private let service: ServiceNotifier?
    private let note: (String) -> Void
    /// Called with the configuration of each reload applied, for the settings beyond the
    /// layer's (the kiosk's).
    public var applied: (Configuration) -> Void = { _ in }
    /// A reload read and checked, waiting for the layer to be between touch sequences.
    private var pending: (configuration: Configuration, bindings: GestureBindings)?

    /// `note` takes lines for the journal (standard error).
    public init(configurationPath: String?, bindingsPath: String?, service: ServiceNotifier?, note: @escaping (String) -> Void) {
        self.configurationPath = configurationPath
        self.bindingsPath = bindingsPath
        self.service = service
        self.note = note
    }

    /// Reads and checks both files now; an error is logged and the old settings kept.
    public func request() {
        service?.reloading()
        do throws(ConfigurationError) {
            pending = try BindingsLocator.loadWithConfiguration(explicit: bindingsPath, configurationExplicit: configurationPath)
        } catch {
            pending = nil
            note("\(error)\ntouchmpv: reload refused: the settings stay as they were\n")
            service?.reloaded()
        }
    }

    /// Applies a checked reload to `layer` once it is between touch sequences.
    public func applyIfDue(to layer: PlayerGestureLayer) {
        guard let pending, layer.isBetweenSequences else { return }
        self.pending = nil
        layer.rebind(pending.bindings, settings: pending.configuration.gestures)
        applied(pending.configuration)
        let files = BindingsLocator.files(explicit: bindingsPath, configurationExplicit: configurationPath)
        note(
            "touchmpv: reloaded the configuration (\(files.configuration ?? "built-in")) and the bindings "
                + "(\(files.bindings ?? "built-in"))\n")
        service?.reloaded()
    }
}
