import SystemCalls

/// Finds input devices under `/dev/input` and says which are touchscreens.
public enum DeviceScanner {
    public static let inputDirectory = "/dev/input"

    /// Every `event*` node in `directory`, touchscreens first, then other touch
    /// devices, then the rest, each group in event-number order.
    /// A missing directory gives no entries.
    public static func scan(directory: String = inputDirectory) -> [Entry] {
        let names = ((try? FileSystem.directoryEntries(directory)) ?? []).filter { $0.hasPrefix("event") }
        let sorted = names.sorted { (Int($0.dropFirst(5)) ?? Int.max, $0) < (Int($1.dropFirst(5)) ?? Int.max, $1) }
        let entries = sorted.map { name -> Entry in
            let path = directory + "/" + name
            do throws(InputError) {
                let descriptor = try TouchDevice.openForReading(path)
                defer { descriptor.close() }
                return Entry(path: path, description: try EvdevQueries.describe(descriptor, path: path), error: nil)
            } catch {
                return Entry(path: path, description: nil, error: error)
            }
        }
        func rank(_ entry: Entry) -> Int { entry.isTouchscreen ? 0 : entry.isTouchDevice ? 1 : 2 }
        return entries.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }

    /// The device `auto` means: the first touchscreen (INPUT_PROP_DIRECT with
    /// ABS_MT_POSITION_X), else the first device with ABS_X and BTN_TOUCH; a device
    /// with half a position pair is neither (`DeviceDescription.missingPositionAxis`).
    public static func automaticDevice(directory: String = inputDirectory) throws(InputError) -> String {
        let entries = scan(directory: directory)
        guard let entry = entries.first(where: \.isTouchscreen) ?? entries.first(where: \.isTouchDevice) else {
            throw .noTouchDevice(directory: directory)
        }
        return entry.path
    }

    /// The devices `keys = auto` means: every key device `DeviceDescription.isAutomaticKeyDevice`
    /// accepts (keys, but no keyboard, no power button alone, no touch device), in
    /// event-number order.
    public static func automaticKeyDevices(directory: String = inputDirectory) -> [String] {
        // None is a touch device, so `scan` keeps them in event-number order.
        scan(directory: directory).filter { $0.description?.isAutomaticKeyDevice ?? false }.map(\.path)
    }
}
