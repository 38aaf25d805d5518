/// Where brightness gestures take effect: a brightness on the scale of mpv's
/// `brightness` property, −100…100, whatever the device underneath.
public protocol BrightnessControl: AnyObject {
    /// Whether `setBrightness` already shows mpv's OSD bar, so that no other brightness
    /// message is needed.
    var showsOSDBar: Bool { get }
    /// The current brightness, −100…100.
    func brightness() throws -> Double
    /// Sets the brightness (a value in −100…100, already clamped by the mapping).
    func setBrightness(_ value: Double) throws
}
