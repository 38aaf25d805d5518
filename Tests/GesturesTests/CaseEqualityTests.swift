import Testing

@testable import Gestures

/// The enums on the recognizers' path compare their cases themselves (not their raw
/// strings, as Swift 6.0 would): each case equals itself and no other.
@Suite struct CaseEqualityTests {
    private func casesCompareAsTheirNames<Value: CaseIterable & RawRepresentable & Equatable>(_: Value.Type)
    where Value.RawValue == String {
        for lhs in Value.allCases {
            for rhs in Value.allCases {
                #expect((lhs == rhs) == (lhs.rawValue == rhs.rawValue), "\(lhs.rawValue) == \(rhs.rawValue)")
            }
        }
    }

    @Test func eachCaseEqualsItselfAndNoOther() {
        casesCompareAsTheirNames(GestureRecognizerState.self)
        casesCompareAsTheirNames(GestureRecognizerKind.self)
        casesCompareAsTheirNames(TouchPhase.self)
        casesCompareAsTheirNames(TouchType.self)
    }
}
