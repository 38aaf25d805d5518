import TextFormats

/// A malformed script or recording line, located by file, line and column (both from 1).
public struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's name as the user gave it.
    public var file: String
    /// The line, from 1; 0 for an error about the whole file (it cannot be read).
    public var line: Int
    /// The column, from 1, counted in Unicode scalars (characters, for most text).
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`, as compilers print it (`FILE: error: MESSAGE`
    /// for an error about the whole file).
    public var description: String {
        let file = ErrorExcerpt.path(file)
        return line > 0 ? "\(file):\(line):\(column): error: \(message)" : "\(file): error: \(message)"
    }
}
