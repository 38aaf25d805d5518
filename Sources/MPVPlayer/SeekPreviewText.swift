import TextFormats

/// The OSD text shown while a horizontal pan previews a seek:
/// "+0:15 → 1:23 / 10:00" (offset, target, and the duration when there is one).
public enum SeekPreviewText {
    /// The preview of a seek by `offset` seconds to `target`, in media of `duration` seconds.
    public static func text(offset: Double, target: Double, duration: Double?) -> String {
        let sign = offset < 0 ? "" : "+"
        let total = duration.map { " / \(NumberText.clock($0))" } ?? ""
        return "\(sign)\(NumberText.clock(offset)) → \(NumberText.clock(target))\(total)"
    }
}
