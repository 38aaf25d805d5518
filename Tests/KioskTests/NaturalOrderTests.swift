import Kiosk
import Testing

/// The order of a folder's titles.
struct NaturalOrderTests {
    @Test func digitsCompareAsNumbersAndLettersWithoutCase() {
        #expect(
            NaturalOrder.sorted(["film10.mp4", "Film2.mp4", "film1.mp4", "b.mp4", "A.mp4", "film02b.mp4"])
                == ["A.mp4", "b.mp4", "film1.mp4", "Film2.mp4", "film02b.mp4", "film10.mp4"])
    }

    @Test func namesEqualButForZerosOrCaseStillHaveAnOrder() {
        #expect(NaturalOrder.precedes("a01", "a1") != NaturalOrder.precedes("a1", "a01"))
        #expect(NaturalOrder.precedes("A", "a") != NaturalOrder.precedes("a", "A"))
        #expect(!NaturalOrder.precedes("same", "same"))
        #expect(NaturalOrder.precedes("a", "a1"))
        #expect(NaturalOrder.precedes("9", "10"))
        #expect(NaturalOrder.precedes("x99999999999999999999998", "x99999999999999999999999"))
    }
}
