import ConfigurationFiles
import PlayerRuntime
import SystemCalls

/// The files a command reads, by what each is: what an output of the run
/// (`OutputFile`) must not be.
enum RunInputs {
    /// The files a command's options name or imply: the script, `--desc`, the
    /// configuration and bindings files in use (given or found, whether the command
    /// reads them or not), `--touch`, and the media operands.
    static func files(
        script: String? = nil, desc: String?, bindings: String? = nil, config: String? = nil, touch: String? = nil,
        media: [String] = []
    ) -> [(what: String, path: String)] {
        var files: [(what: String, path: String)] = []
        if let script { files.append(("the script", script)) }
        if let desc { files.append(("the --desc file", desc)) }
        let inUse = BindingsLocator.files(explicit: bindings, configurationExplicit: config)
        if let configuration = inUse.configuration { files.append(("the configuration", configuration)) }
        if let bindings = inUse.bindings { files.append(("the bindings file", bindings)) }
        if let touch { files.append(("the touch input", touch)) }
        return files + media.map { ("the media", $0) }
    }

    /// Refuses a touch source (`--touch`, the configuration's `touch`) that is a folder:
    /// opened, it read as a source that went away at once, and play waited for it to come
    /// back for ever.
    static func refuseFolder(asTouchSource path: String, named name: String) throws(CommandError) {
        guard path != "auto", path != "none", (try? FileStatus(path: path))?.kind == .directory else { return }
        throw CommandError("\(name) \(path): it is a folder, not a touchscreen, a file or a FIFO", status: .badInput)
    }
}
