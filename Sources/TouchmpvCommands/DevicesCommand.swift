import TouchInput

/// `touchmpv devices`: lists the input devices under /dev/input, touchscreens first,
/// with their protocol, slots, ranges and INPUT_PROP_DIRECT.
enum DevicesCommand {
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
