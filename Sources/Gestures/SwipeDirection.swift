/// The directions a swipe recognizer accepts, as `UISwipeGestureRecognizer.Direction`.
public struct SwipeDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Towards growing x.
    public static let right = SwipeDirection(rawValue: 1 << 0)
    /// Towards shrinking x.
    public static let left = SwipeDirection(rawValue: 1 << 1)
    /// Towards shrinking y (screen up).
    public static let up = SwipeDirection(rawValue: 1 << 2)
    /// Towards growing y (screen down).
    public static let down = SwipeDirection(rawValue: 1 << 3)
}
