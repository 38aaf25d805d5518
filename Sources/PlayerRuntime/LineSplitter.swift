/// Cuts a byte stream into lines at `\n`, holding at most `maximumLength` bytes of an
/// unfinished line: a longer line is reported once, when it passes the bound, and its
/// bytes up to the next `\n` are dropped unread. So a peer that never sends a newline
/// (or sends a gigabyte of garbage) costs a bounded buffer, and the lines after it are
/// read as usual.
struct LineSplitter {
    /// What the stream holds.
    enum Piece: Equatable {
        /// A whole line, without its `\n`.
        case line([UInt8])
        /// A line that passed `maximumLength`; the rest of it is being dropped.
        case tooLong
    }

    let maximumLength: Int
    /// The unfinished line so far.
    private(set) var pending: [UInt8] = []
    /// Whether the bytes up to the next `\n` belong to a line already reported too long.
    private var dropping = false

    init(maximumLength: Int) {
        self.maximumLength = maximumLength
    }

    /// Takes `bytes` in and returns the pieces they complete, in order.
    mutating func take(_ bytes: some Collection<UInt8>) -> [Piece] {
        var pieces: [Piece] = []
        var rest = bytes[...]
        while !rest.isEmpty {
            let newline = rest.firstIndex(of: UInt8(ascii: "\n"))
            let chunk = rest[..<(newline ?? rest.endIndex)]
            if !dropping {
                if pending.count + chunk.count > maximumLength {
                    pieces.append(.tooLong)
                    pending.removeAll()
                    dropping = true
                } else {
                    pending += chunk
                }
            }
            guard let newline else { break }
            if !dropping { pieces.append(.line(pending)) }
            pending.removeAll(keepingCapacity: true)
            dropping = false
            rest = rest[rest.index(after: newline)...]
        }
        return pieces
    }

    /// Whether an unfinished line is waiting for its `\n` (a peer that ends now ends in
    /// the middle of a line).
    var hasUnfinishedLine: Bool { !pending.isEmpty }
}
