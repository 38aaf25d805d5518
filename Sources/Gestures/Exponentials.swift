/// The exponential and the natural logarithm a scroll view's deceleration and spring need,
/// in pure Swift (the standard library has neither, and the library imports nothing else).
enum Exponentials {
    /// ln 2 split in two (fdlibm's constants), so that k·ln 2 is exact in its high part
    /// for the k a reduction needs.
    private static let ln2High = 6.931_471_803_691_238_164_90e-01
    private static let ln2Low = 1.908_214_929_270_587_700_02e-10

    /// e raised to `x`, to within a few ulps; 0 below −745 and infinity above 709.78.
    static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 709.78 { return .infinity }
        if x < -745.2 { return 0 }
        // x = k·ln 2 + r with |r| ≤ ln 2 / 2, where the Taylor series needs 18 terms.
        let k = (x / (ln2High + ln2Low)).rounded()
        let r = (x - k * ln2High) - k * ln2Low
        var term = 1.0
        var sum = 1.0
        for n in 1...18 {
            term *= r / Double(n)
            sum += term
        }
        // Two halves of the scaling, so that a result near the subnormal range is not
        // lost by an intermediate 2^k underflowing.
        let half = Int(k) / 2
        return sum * Double(sign: .plus, exponent: half, significand: 1)
            * Double(sign: .plus, exponent: Int(k) - half, significand: 1)
    }

    /// The natural logarithm of `x`, to within a few ulps; −infinity at 0, NaN below.
    static func log(_ x: Double) -> Double {
        if x.isNaN || x < 0 { return .nan }
        if x == 0 { return -.infinity }
        if x == .infinity { return x }
        // x = m·2^e with m in [√½, √2): ln m = 2·atanh(s), s = (m − 1)/(m + 1), |s| < 0.172.
        var exponent = Double(x.exponent)
        var mantissa = x.significand
        if mantissa > 2.0.squareRoot() {
            mantissa /= 2
            exponent += 1
        }
        let s = (mantissa - 1) / (mantissa + 1)
        let square = s * s
        var power = s
        var series = 0.0
        for k in 0..<12 {
            series += power / Double(2 * k + 1)
            power *= square
        }
        return exponent * ln2High + (2 * series + exponent * ln2Low)
    }
}
