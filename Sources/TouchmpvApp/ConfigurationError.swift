/// A problem in a configuration file, named by file and line as compilers do.
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's path as the user gave it (or as it was found).
    public var file: String
    /// The 1-based line; 0 when the problem is the file as a whole (unreadable).
    public var line: Int
    /// What is wrong, without location.
    public var message: String

    /// Creates an error at `file`:`line`.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `FILE:LINE: error: MESSAGE` (`FILE: error: MESSAGE` for a whole-file problem).
    public var description: String {
        line > 0 ? "\(file):\(line): error: \(message)" : "\(file): error: \(message)"
    }
}
