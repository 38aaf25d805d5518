/// `simulate --json` action lines as the tests about actions compare them: without the
/// `state` object each line ends with, which the tests of the state check on their own.
public enum ActionJSON {
    /// `line` without its `,"state":{…}` (a line without one is returned as it is).
    public static func withoutState(_ line: String) -> String {
        guard let range = line.range(of: #","state":{"#) else { return line }
        return String(line[..<range.lowerBound]) + "}"
    }
}
