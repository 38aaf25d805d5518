import TextFormats

/// A problem in a configuration or bindings file, named by file, line and (where it
/// points at a word) column, as compilers do.
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's path as the user gave it (or as it was found).
    public var file: String
    /// The 1-based line; 0 when the problem is the file as a whole (unreadable).
    public var line: Int
    /// The 1-based column of the word at fault; nil when the line as a whole is.
    public var column: Int?
    /// What is wrong, without location.
    public var message: String

    /// Creates an error at `file`:`line`(:`column`).
    public init(file: String, line: Int, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`, `FILE:LINE: error: MESSAGE`, or
    /// `FILE: error: MESSAGE` for a whole-file problem.
    public var description: String {
        let file = ErrorExcerpt.path(file)
        guard line > 0 else { return "\(file): error: \(message)" }
        return "\(file):\(line)" + (column.map { ":\($0)" } ?? "") + ": error: \(message)"
    }
}
