/// An evemu recording: the device's description and its events, times as recorded.
import TouchInput

public struct EvemuRecording: Sendable {
    /// The device, from the `N:`/`I:`/`P:`/`B:`/`A:` header (or the `--desc` file).
    public var description: DeviceDescription
    /// The `E:` lines, in file order.
    public var events: [InputEvent]

    public init(description: DeviceDescription, events: [InputEvent]) {
        self.description = description
        self.events = events
    }
}
