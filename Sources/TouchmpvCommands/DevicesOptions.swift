/// `touchmpv devices`' command line: it takes no options.
struct DevicesOptions: CommandOptions {
    static let declaration = CommandDeclaration<DevicesOptions>(
        name: "devices", summary: "list input devices, touchscreens first", options: [],
        details: [
            "Each device under /dev/input with its name, its touch protocol (A, B or single-touch), slots, axis ranges, "
                + "and whether it is a direct-touch screen (INPUT_PROP_DIRECT), which is what --touch auto picks."
        ])
}
