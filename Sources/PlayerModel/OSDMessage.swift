/// The text of a `PlayerCommand.showOSD`, kept as the numbers it is made of until someone
/// reads it: mpv shows only some messages (the HUD replaces them), and the simulated
/// player only keeps the last, yet a message is made for nearly every action. Formatting
/// each one's numbers into text used to cost more than the rest of the action.
///
/// Two messages are equal when their texts are, however they were made, and a string
/// literal is a message with that text.
import TextFormats

public struct OSDMessage: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// What the message says, before it is text.
    enum Content: Sendable {
        case text(String)
        case volume(Double)
        case brightness(Double)
        case speed(Double)
        /// The `video-zoom` value, shown to two decimals.
        case zoom(Double)
        /// A seek's preview: where it would go, and how far that is from the anchor.
        case seekPreview(target: Double, offset: Double)
        case seek(to: Double)
        /// A run of seeking taps' total, in seconds.
        case seekTotal(Double)
    }

    let content: Content

    init(_ content: Content) {
        self.content = content
    }

    /// A message saying `text`.
    public init(_ text: String) {
        content = .text(text)
    }

    public init(stringLiteral text: String) {
        content = .text(text)
    }

    /// The text shown.
    public var text: String {
        switch content {
        case .text(let text): text
        case .volume(let volume): "Volume: \(NumberText.format(volume))%"
        case .brightness(let brightness): "Brightness: \(NumberText.format(brightness))"
        case .speed(let speed): "Speed: \(NumberText.format(speed))×"
        case .zoom(let zoom): "Zoom: \(NumberText.format(zoom, decimals: 2))"
        case .seekPreview(let target, let offset):
            "Seek \(NumberText.clock(target)) (\(NumberText.signed(offset, decimals: 1, plusBeforeZero: true)) s)"
        case .seek(let target): "Seek to \(NumberText.clock(target))"
        case .seekTotal(let total): "\(NumberText.signed(total, decimals: 0, plusBeforeZero: true)) s"
        }
    }

    public var description: String { text }

    /// A run of seeking taps' total, when the message shows one: the HUD shows it, for as
    /// long as the run may grow (`SeekTapsRun.interval`), rather than mpv's text.
    public var seekTapsTotal: Double? {
        if case .seekTotal(let total) = content { total } else { nil }
    }

    public static func == (lhs: OSDMessage, rhs: OSDMessage) -> Bool {
        lhs.text == rhs.text
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
    }
}
