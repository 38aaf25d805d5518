import Gestures
import TextFormats

/// The `--trace` lines for touches (docs/behaviour.md, "Commands, exit status and output"),
/// one JSON object per touch phase:
/// `{"t":1.234,"touch":3,"phase":"began","x":100,"y":200.5}`.
///
/// `t` is the frame's time in seconds (to the microsecond, trailing zeros dropped);
/// `x` and `y` are points rounded to six decimals; keys always come in this order, so
/// the same input always prints the same bytes.
public enum TouchTraceFormatter {
    /// The line for one finger's update in a frame at `time`.
    public static func line(for update: TouchUpdate, at time: Instant) -> String {
        "{\"t\":\(seconds(time)),\"touch\":\(update.id),\"phase\":\"\(update.phase.rawValue)\",\"x\":\(NumberText.compact(update.location.x)),\"y\":\(NumberText.compact(update.location.y))}"
    }

    /// The lines for every update of `frame`, in the frame's order.
    public static func lines(for frame: TouchFrame) -> [String] {
        frame.updates.map { line(for: $0, at: frame.time) }
    }

    /// An instant as compact seconds: 1.234, 0, -0.5.
    public static func seconds(_ time: Instant) -> String {
        NumberText.fixedPoint(time.microseconds, places: 6)
    }
}
