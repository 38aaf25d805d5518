/// Fine-tunes how a recognizer interacts with touches and with other recognizers, as
/// `UIGestureRecognizerDelegate`. Every method has a default (see the extension), so a
/// delegate implements only what it needs.
public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked when `recognizer` is about to leave possible (to began or ended); false makes
    /// it fail instead, with no action sent.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool

    /// Asked when `touch` touches down on the recognizer's view; false keeps the touch from
    /// the recognizer for its whole life.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool

    /// Asked when one of the two would prevent the other by recognizing; true on either
    /// side lets both recognize.
    func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool

    /// True makes `recognizer` wait for `other` to fail, as `recognizer.require(toFail: other)`,
    /// while both take part in the same touches.
    func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRequireFailureOf other: GestureRecognizer
    ) -> Bool

    /// True makes `other` wait for `recognizer` to fail, while both take part in the same touches.
    func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldBeRequiredToFailBy other: GestureRecognizer
    ) -> Bool
}

extension GestureRecognizerDelegate {
    /// Default: the recognizer may begin.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }

    /// Default: the recognizer receives every touch.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }

    /// Default: recognition is exclusive.
    public func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool { false }

    /// Default: no extra failure requirement.
    public func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRequireFailureOf other: GestureRecognizer
    ) -> Bool { false }

    /// Default: no extra failure requirement.
    public func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldBeRequiredToFailBy other: GestureRecognizer
    ) -> Bool { false }
}
