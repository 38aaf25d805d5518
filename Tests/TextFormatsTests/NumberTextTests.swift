import Testing
import TextFormats

/// The one number formatter: `--json`, the OSD, traces, scripts and reports.
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

    @Test func compactNumbersHaveSixDecimalsAndNoExponentBelowNineTrillion() {
        #expect(NumberText.compact(1280) == "1280")
        #expect(NumberText.compact(-3.5) == "-3.5")
        #expect(NumberText.compact(0.1 + 0.2) == "0.3")
        #expect(NumberText.compact(0.00001) == "0.00001")
        #expect(NumberText.compact(-0.0000001) == "0")
        #expect(NumberText.compact(.nan) == "0")
        #expect(NumberText.compact(1e300) == "1e+300")
        #expect(NumberText.compact(12.345, decimals: 2) == "12.35")
        #expect(NumberText.compact(.infinity, decimals: 2) == "0")
    }

    @Test func fixedPointIsExactWithOrWithoutTrailingZeros() {
        #expect(NumberText.fixedPoint(1_234_000, places: 6) == "1.234")
        #expect(NumberText.fixedPoint(2_000_000, places: 6) == "2")
        #expect(NumberText.fixedPoint(1, places: 6) == "0.000001")
        #expect(NumberText.fixedPoint(-500, places: 3) == "-0.5")
        #expect(NumberText.fixedPoint(350, places: 3, trimmed: false) == "0.350")
        #expect(NumberText.fixedPoint(2_000_000, places: 6, trimmed: false) == "2.000000")
        #expect(NumberText.fixedPoint(Int64.min, places: 6) == "-9223372036854.775808")
        #expect(NumberText.fixedPoint(42, places: 0, trimmed: false) == "42")
    }

    @Test func roundedFormatKeepsTheShortestText() {
        #expect(NumberText.format(-33.333333333333314, decimals: 3) == "-33.333")
        #expect(NumberText.format(2.0000001, decimals: 3) == "2")
        #expect(NumberText.format(.nan, decimals: 3) == "null")
    }

    @Test func signedShowsAPlusBeforePositivesAndOptionallyZero() {
        #expect(NumberText.signed(30, decimals: 3) == "+30")
        #expect(NumberText.signed(-12.5, decimals: 3) == "-12.5")
        #expect(NumberText.signed(0, decimals: 3) == "0")
        #expect(NumberText.signed(0.0001, decimals: 3) == "+0")
        #expect(NumberText.signed(0, decimals: 1, plusBeforeZero: true) == "+0")
        #expect(NumberText.signed(-0.04, decimals: 1, plusBeforeZero: true) == "+0")
        #expect(NumberText.signed(-0.06, decimals: 1, plusBeforeZero: true) == "-0.1")
        #expect(NumberText.signed(12.46, decimals: 1, plusBeforeZero: true) == "+12.5")
        #expect(NumberText.signed(.nan, decimals: 1, plusBeforeZero: true) == "null")
    }
}
