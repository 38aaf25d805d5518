import PlayerGestures
import Testing

/// The bindings' gesture names: `[REGION:]NAME[-FINGERS]`, read and written back.
struct BoundGestureTests {
    private func parse(_ text: String) throws(GestureBindingError) -> BoundGesture {
        try BoundGesture(parsing: text)
    }

    private func refusal(_ text: String) -> String? {
        do throws(GestureBindingError) {
            _ = try parse(text)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func everyNameWithEveryRegionAndFingerCountReadsBackAsWritten() throws {
        #expect(GestureName.all.count == 14)
        for name in GestureName.all {
            for region in [nil] + ScreenRegion.allCases.map(Optional.some) {
                for fingers in name.minimumFingers...BoundGesture.maximumFingers {
                    let gesture = BoundGesture(name, fingers: fingers, region: region)
                    #expect(try parse(gesture.description) == gesture)
                }
            }
        }
    }

    @Test func theTextIsRegionNameFingers() throws {
        #expect(try parse("left:double-tap") == BoundGesture(.doubleTap, region: .left))
        #expect(try parse("swipe-down-3") == BoundGesture(.swipe(.down), fingers: 3))
        #expect(try parse("right-half:pan-vertical") == BoundGesture(.pan(.vertical), region: .rightHalf))
        #expect(try parse("edge-top") == BoundGesture(.edge(.top)))
        #expect(try parse("tap-1").description == "tap")
        #expect(try parse("pinch-2").description == "pinch-2")
    }

    @Test func badNamesSayWhatIsWrong() {
        #expect(refusal("tapp")?.hasPrefix("unknown gesture 'tapp' (double-tap, tap, long-press,") == true)
        #expect(refusal("middle:tap")?.hasPrefix("unknown region 'middle' (left:, center:, right:, left-half:, right-half:)") == true)
        #expect(refusal("tap-6") == "fingers must be 1 to 5, not 6")
        #expect(refusal("tap-0") == "fingers must be 1 to 5, not 0")
        #expect(refusal("tap-99999999999999999999999") == "fingers must be 1 to 5, not 99999999999999999999999")
        #expect(refusal("tap-+2")?.hasPrefix("unknown gesture 'tap-+2'") == true)
        #expect(refusal("pinch") == "pinch takes 2 to 5 fingers, e.g. pinch-2")
        #expect(refusal("swipe-3")?.hasPrefix("unknown gesture 'swipe'") == true)
        #expect(refusal("") != nil)
    }
}
