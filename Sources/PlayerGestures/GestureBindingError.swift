/// Why a gesture or a binding is refused, in words for the user; the file reader adds
/// the file, line and column.
public struct GestureBindingError: Error, Hashable, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}
