import Testing
import TextFormats

/// Number formatting shared by `--json` and the OSD.
struct NumberTextTests {
    @Test func integersHaveNoFractionAndOthersRoundTrip() {
        #expect(NumberText.format(60) == "60")
        #expect(NumberText.format(-30) == "-30")
        #expect(NumberText.format(1.234) == "1.234")
        #expect(NumberText.format(0.1 + 0.2) == "0.30000000000000004")
        #expect(NumberText.format(-0.0) == "0")
        #expect(NumberText.format(.infinity) == "null")
        #expect(Double(NumberText.format(0.5849625007211562)) == 0.5849625007211562)
        // Integers print as an Int up to 1e16, where a Double's text turns to exponents.
        #expect(NumberText.format(9_999_999_999_999_998) == "9999999999999998")
        #expect(NumberText.format(1e16) == "1e+16")
        #expect(NumberText.format(-1e17) == "-1e+17")
    }

    @Test func clockTextIsMinutesAndSeconds() {
        #expect(NumberText.clock(0) == "0:00")
        #expect(NumberText.clock(83.9) == "1:23")
        #expect(NumberText.clock(3725) == "1:02:05")
    }
}
