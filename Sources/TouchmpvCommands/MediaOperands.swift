import SystemCalls

/// `play`'s MEDIA operands before mpv sees them: a local path that does not exist is
/// reported at once, naming it, before anything else can fail (a missing touch device,
/// mpv's window), since mpv would only say so once it gets to that entry.
enum MediaOperands {
    /// Whether mpv reads `operand` as a URL (`scheme://…`, the scheme letters, digits,
    /// `+`, `-` and `.` after a letter, as mpv's own test) or standard input (`-`) rather
    /// than as a path.
    static func isURL(_ operand: String) -> Bool {
        if operand == "-" { return true }
        guard let separator = operand.firstRange(of: "://"), let first = operand.first, first.isASCII, first.isLetter else { return false }
        return operand[..<separator.lowerBound].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }

    /// The first operand that is a path with nothing at it, and stat's error.
    static func firstMissing(_ operands: [String]) -> (path: String, error: Errno)? {
        for operand in operands where !isURL(operand) {
            do throws(Errno) {
                _ = try FileStatus(path: operand)
            } catch {
                return (operand, error)
            }
        }
        return nil
    }
}
