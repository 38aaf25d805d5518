/// The mpv options touchmpv sets itself, and how it reads `play --mpv` arguments.
public enum MPVOptions {
    /// `--headless`: no window and no sound card (`vo=null`, `ao=null`); playback still
    /// runs in real time on the null audio output's clock.
    public static let headless: [(name: String, value: String)] = [("vo", "null"), ("ao", "null")]

    /// Parses a `--mpv` argument as mpv's command line reads `--ARGUMENT`: `NAME=VALUE`,
    /// `NAME` for `NAME=yes` and `no-NAME` for `NAME=no` (mpv's flag syntax); nil when the
    /// name is empty.
    public static func parse(_ argument: String) -> (name: String, value: String)? {
        if let equals = argument.firstIndex(of: "=") {
            guard equals != argument.startIndex else { return nil }
            return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
        }
        if argument.hasPrefix("no-"), argument.count > 3 { return (String(argument.dropFirst(3)), "no") }
        return argument.isEmpty ? nil : (argument, "yes")
    }

    /// Whether option `name` is a list action that adds an item each time it is set
    /// (`vf-add`, `scripts-append`, `vf-pre`, `vf-del`, `vf-toggle`), as opposed to one
    /// that sets a value, which may be set again to the same effect.
    public static func addsToAList(_ name: String) -> Bool {
        ["-add", "-append", "-pre", "-del", "-toggle"].contains { name.hasSuffix($0) }
    }
}
