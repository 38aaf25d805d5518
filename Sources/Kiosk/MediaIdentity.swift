/// A file as a saved position names it: its absolute path, and its size in bytes and
/// `st_mtim` in nanoseconds, so that a file replaced at the same path (another film)
/// is not taken for the one whose position was saved.
public struct MediaIdentity: Equatable, Sendable {
    public var path: String
    public var size: Int64
    public var modified: Int64

    public init(path: String, size: Int64, modified: Int64) {
        self.path = path
        self.size = size
        self.modified = modified
    }
}
