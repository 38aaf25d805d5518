/// The list of a storyboard's pictures (`index` beside them), so that a storyboard is read
/// back with one small file rather than a header per picture: a line per picture, its key
/// frame, the next key frame (`inf` after the last), and `first` for the stream's first,
/// the times as Swift prints a `Double` (which reads back the same). Pure.
public enum StoryboardIndex {
    public typealias Entry = (keyFrame: Double, next: Double, first: Bool)

    /// The file's text for `entries`, in the order of their key frames.
    public static func text(_ entries: [Entry]) -> String {
        entries.sorted { $0.keyFrame < $1.keyFrame }.map { "\($0.keyFrame) \($0.next)\($0.first ? " first" : "")\n" }.joined()
    }

    /// The entries in `text`; nil when a line is not one (the file was cut or changed).
    public static func entries(_ text: String) -> [Entry]? {
        var entries: [Entry] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            let fields = line.split(separator: " ")
            guard fields.count == 2 || (fields.count == 3 && fields[2] == "first"), let keyFrame = Double(fields[0]),
                let next = Double(fields[1]), keyFrame.isFinite, keyFrame >= 0, next > keyFrame
            else { return nil }
            entries.append((keyFrame, next, fields.count == 3))
        }
        return text.isEmpty || text.hasSuffix("\n") ? entries : nil
    }
}
