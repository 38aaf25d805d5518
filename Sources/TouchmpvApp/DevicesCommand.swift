import TouchInput

/// `touchmpv devices`: lists the input devices under /dev/input, touchscreens first,
/// with their protocol, slots, ranges and INPUT_PROP_DIRECT.
enum DevicesCommand {
    /// Runs the command; a machine with no input devices is not an error.
    static func run(_ arguments: [String]) throws(CommandError) {
        let list = try ArgumentList(arguments, valued: [], flags: [])
        if let extra = list.positional.first {
            throw CommandError("devices: unexpected argument '\(extra)'", status: .badInput)
        }
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
