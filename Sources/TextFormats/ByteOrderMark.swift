/// The UTF-8 byte-order mark some editors put at the start of a file: it says nothing in
/// UTF-8, so every text format skips it rather than read it as part of the first word.
public enum ByteOrderMark {
    public static let bytes: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// `contents` without a byte-order mark at its start.
    public static func skipped(_ contents: [UInt8]) -> ArraySlice<UInt8> {
        contents.starts(with: bytes) ? contents.dropFirst(bytes.count) : contents[...]
    }
}
