/// Option sets touchmpv passes to mpv before `MPVClient.initialize()`.
public enum MPVOptions {
    /// `--headless`: no window and no sound card (`vo=null`, `ao=null`); playback still
    /// runs in real time on the null audio output's clock.
    public static let headless: [(name: String, value: String)] = [("vo", "null"), ("ao", "null")]

    /// Parses a `--mpv KEY=VALUE` argument into an option name and value, nil when it
    /// has no '=' or an empty key. A bare flag is written `KEY=yes`, as mpv's own
    /// `--KEY=yes`.
    public static func parse(_ argument: String) -> (name: String, value: String)? {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else { return nil }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
