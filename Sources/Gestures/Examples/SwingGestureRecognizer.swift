/// An example of a custom recognizer, written as a user of the library would: a
/// "swing" (a finger wagging left and right) as a subclass that overrides the touch
/// methods and sets `state`. Discrete: it recognizes once the finger's horizontal
/// direction has reversed `swingCount` times.
///
/// Every value lives in the instance (two swing recognizers never share state), vertical
/// drift beyond `maximumVerticalDrift` *fails* it (cancelled would be illegal from
/// possible), lifting the finger before enough swings fails it, more than one finger
/// fails it, and moves with no horizontal component do not count as a direction.
public final class SwingGestureRecognizer: GestureRecognizer {
    /// Discrete: the swing is recognized at the reversal that completes it.
    public override var kind: GestureRecognizerKind { .discrete }

    /// A horizontal heading.
    private enum Heading {
        case left, right
    }

    /// How many reversals of direction make a swing.
    public var swingCount = 3
    /// How far (points) the finger may drift up or down from where it touched down.
    public var maximumVerticalDrift: Double = 10

    /// Direction reversals so far in this sequence.
    public private(set) var reversals = 0
    private var baseY = 0.0
    private var previousX = 0.0
    private var heading: Heading?

    /// Starts tracking the finger; a second finger fails the swing.
    public override func touchesBegan(_ touches: Touches, with event: TouchEvent) {
        guard state == .possible else { return }
        guard numberOfTouches == 1, let touch = touches.first else {
            state = .failed
            return
        }
        let point = touch.location(in: view)
        baseY = point.y
        previousX = point.x
    }

    /// Counts reversals; fails on vertical drift; recognizes at `swingCount` reversals.
    public override func touchesMoved(_ touches: Touches, with event: TouchEvent) {
        guard state == .possible, let touch = touches.first else { return }
        let point = touch.location(in: view)
        if abs(point.y - baseY) > maximumVerticalDrift {
            state = .failed
            return
        }
        guard point.x != previousX else { return }
        let current: Heading = point.x > previousX ? .right : .left
        previousX = point.x
        if let heading, heading != current {
            reversals += 1
        }
        heading = current
        if reversals >= swingCount {
            state = .ended
        }
    }

    /// Lifting before enough swings fails it.
    public override func touchesEnded(_ touches: Touches, with event: TouchEvent) {
        if state == .possible {
            state = .failed
        }
    }

    /// A cancelled touch fails it.
    public override func touchesCancelled(_ touches: Touches, with event: TouchEvent) {
        if state == .possible {
            state = .failed
        }
    }

    /// Forgets the sequence's swings.
    public override func reset() {
        super.reset()
        reversals = 0
        baseY = 0
        previousX = 0
        heading = nil
    }
}
