/// The options several commands take, written once: the same name and help wherever
/// they appear, each command giving the property it fills.
extension CommandDeclaration.Option {
    /// `--desc FILE`, for every command that reads raw input.
    static func desc(_ property: WritableKeyPath<Options, String?> & Sendable) -> Self {
        .valued(
            property, "desc", "FILE",
            "The evemu device description (N:, I:, P:, B: and A: lines) of a source that cannot describe itself: a header-less "
                + "recording, or a file or FIFO of raw struct input_event records.")
    }

    /// `--bindings FILE`, for every command that recognizes gestures.
    static func bindings(_ property: WritableKeyPath<Options, String?> & Sendable) -> Self {
        .valued(
            property, "bindings", "FILE",
            "Read the gesture bindings from FILE instead of touch-input.conf beside the configuration file (its folder, or with "
                + "none $XDG_CONFIG_HOME/touchmpv/ or /etc/); without either, the built-in defaults. A binding can run any mpv "
                + "command, as input.conf can (run, load-script, screenshot-to-file, set input-ipc-server): FILE must be "
                + "writable only by whoever may run programs as you.")
    }

    /// `--config FILE`, for every command that reads the configuration.
    static func config(_ property: WritableKeyPath<Options, String?> & Sendable) -> Self {
        .valued(
            property, "config", "FILE",
            "Read the configuration from FILE instead of $XDG_CONFIG_HOME/touchmpv/touchmpv.conf "
                + "(~/.config/touchmpv/touchmpv.conf) or /etc/touchmpv.conf.")
    }

    /// `--junit FILE`, for every command that runs a script's expect lines.
    static func junit(_ property: WritableKeyPath<Options, String?> & Sendable) -> Self {
        .valued(
            property, "junit", "FILE",
            "Write the script's expect lines to FILE as a JUnit XML report, one test case per line named FILE:LINE, for CI "
                + "systems to show.")
    }
}
