import PlayerModel

/// `touchmpv simulate`'s command line, for `SimulateCommand.run`.
struct SimulateOptions: CommandOptions {
    var script = ""
    var desc: String?
    var config: String?
    var bindings: String?
    var json = false
    var trace = false
    var junit: String?
    var svg: String?

    static let declaration = CommandDeclaration<SimulateOptions>(
        name: "simulate", summary: "replay a script against a simulated player, in virtual time",
        options: [
            .valued(\.script, "script", "FILE", "The .touch script or evemu recording to replay."),
            .desc(\.desc),
            .config(\.config),
            .bindings(\.bindings),
            .flag(
                \.json, "json",
                "Print one JSON line per action with the player's state after it, e.g. "
                    + "{\"t\":1.234,\"action\":\"volumeUp\",\"degree\":60,\"state\":{...}}."),
            .flag(\.trace, "trace", "Add a line per touch phase and per recognizer state change."),
            .junit(\.junit),
            .valued(
                \.svg, "svg", "FILE",
                "Draw the run into FILE as SVG: each finger's path with its times, the step marks of pans, each action where "
                    + "and when it happened, and the expect lines, failed ones in red."),
        ],
        details: [
            "No mpv: a simulated player applies the same action mapping as the mpv side, instantly and "
                + "deterministically. Each expect line is checked; a failed one is exit status 1. An expect mpv:PROPERTY line "
                + "may read the properties the simulated player models: "
                + PlayerStateField.all.map(\.property).joined(separator: ", ") + "."
        ])
}
