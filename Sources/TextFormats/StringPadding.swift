extension String {
    /// The string followed by spaces up to `width` characters: a column of a table for
    /// people (help, `simulate`'s lines).
    public func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
