/// The rules the arena applies between two recognizers, from the recognizers' own answers
/// (subclass overrides, delegates, `require(toFail:)`).
extension GestureRecognizer {
    /// Whether this recognizer, by recognizing, makes `other` fail: unless a delegate on
    /// either side lets both recognize, when this one can prevent `other` and `other` can
    /// be prevented by it.
    func prevents(_ other: GestureRecognizer) -> Bool {
        let simultaneous =
            delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
        return !simultaneous && canPrevent(other) && other.canBePrevented(by: self)
    }

    /// Whether this recognizer must wait for `other` to fail before it recognizes: named
    /// with `require(toFail:)`, or asked for by either side's subclass or delegate.
    func mustWait(for other: GestureRecognizer) -> Bool {
        requiresExplicitly(other) || shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }
}
