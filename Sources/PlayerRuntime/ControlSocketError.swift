/// Why the control socket cannot listen where it was asked to: the message for the user,
/// and whether the path given is to blame (bad input) rather than the system.
public struct ControlSocketError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var isBadInput: Bool

    public init(_ message: String, isBadInput: Bool) {
        self.message = message
        self.isBadInput = isBadInput
    }

    public var description: String { message }
}
