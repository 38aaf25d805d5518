import TouchInput

/// `touchmpv devices`: lists the input devices under /dev/input, touchscreens first,
/// with their protocol, slots, ranges and INPUT_PROP_DIRECT.
enum DevicesCommand {
    static let description = CommandDescription(
        name: "devices", summary: "list input devices, touchscreens first", operands: [], options: [],
        details: [
            "Each device under /dev/input with its name, its touch protocol (A, B or single-touch), slots, axis ranges, "
                + "and whether it is a direct-touch screen (INPUT_PROP_DIRECT), which is what --touch auto picks."
        ])

    /// Runs the command; a machine with no input devices is not an error.
    static func run() {
        let entries = DeviceScanner.scan()
        guard !entries.isEmpty else {
            print("no input devices in \(DeviceScanner.inputDirectory)")
            return
        }
        for entry in entries {
            print(entry.summary)
        }
    }
}
