import Testing

@testable import Gestures

/// The recognizers that share the two-finger bookkeeping, and what each reports.
enum TwoFingerRecognizer: String, CaseIterable, Sendable {
    case pinch
    case rotation

    /// A new recognizer of this kind with its default thresholds.
    func make() -> GestureRecognizer {
        switch self {
        case .pinch: PinchGestureRecognizer()
        case .rotation: RotationGestureRecognizer()
        }
    }

    /// The value the recognizer reports: the pinch's scale, the rotation's angle.
    func reading(of recognizer: GestureRecognizer) -> Double? {
        switch self {
        case .pinch: (recognizer as? PinchGestureRecognizer)?.scale
        case .rotation: (recognizer as? RotationGestureRecognizer)?.rotation
        }
    }

    /// The reading when finger 2, circling finger 1 at the origin from (100, 0) by way
    /// of (0, 200), lifts at (−300, 0): three times as far, half a turn clockwise.
    var readingAtTheLift: Double {
        switch self {
        case .pinch: 3
        case .rotation: .pi
        }
    }
}

/// Pinch and rotation track their two fingers the same way: a third finger fails an
/// undecided gesture and cancels a running one, and the gesture ends on a lift with the
/// fingers measured where they lifted.
@Suite struct TwoFingerTrackingTests {
    /// A fresh recognizer of `kind` on a driver, with finger 1 down at the origin and
    /// finger 2 at (100, 0) 10 ms later.
    private func twoFingersDown(on kind: TwoFingerRecognizer) -> (driver: TouchDriver, recognizer: GestureRecognizer) {
        let driver = TouchDriver()
        let recognizer = driver.add(kind.make(), named: kind.rawValue)
        driver.down(1, 0, 0, at: 0)
        driver.down(2, 100, 0, at: 10)
        return (driver, recognizer)
    }

    @Test(arguments: TwoFingerRecognizer.allCases)
    func aThirdFingerFailsAnUndecidedGestureAndCancelsARunningOne(_ kind: TwoFingerRecognizer) {
        let name = kind.rawValue
        let early = twoFingersDown(on: kind).driver
        early.down(3, 300, 300, at: 20)
        early.move(2, 0, 200, at: 30)
        #expect(early.changes == ["\(name) failed @20"])

        let late = twoFingersDown(on: kind).driver
        late.move(2, 0, 200, at: 20)
        late.down(3, 300, 300, at: 30)
        late.move(2, -300, 0, at: 40)
        #expect(late.actions == ["\(name) began @20", "\(name) cancelled @30"])
    }

    @Test(arguments: TwoFingerRecognizer.allCases)
    func theEndReportsWhereTheFingerLifted(_ kind: TwoFingerRecognizer) {
        let name = kind.rawValue
        let (driver, recognizer) = twoFingersDown(on: kind)
        var reading: Double?
        recognizer.addTarget { if $0.state == .ended { reading = kind.reading(of: $0) } }
        driver.move(2, 0, 200, at: 20)
        driver.send([TouchUpdate(id: 2, phase: .ended, location: Point(x: -300, y: 0))], at: 40)
        #expect(driver.actions == ["\(name) began @20", "\(name) ended @40"])
        #expect(abs((reading ?? 0) - kind.readingAtTheLift) < 1e-12)
    }
}
