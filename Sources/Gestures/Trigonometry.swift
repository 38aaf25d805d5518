/// The arc tangents the rotation recognizer needs, in pure Swift (the standard library
/// has no `atan2`, and the library imports nothing else).
enum Trigonometry {
    /// The angle of the vector (x, y) from the positive x axis, in (−π, π]. With y down
    /// (screen coordinates) a growing angle turns clockwise. atan2(0, 0) is 0.
    static func atan2(_ y: Double, _ x: Double) -> Double {
        if x > 0 { return atan(y / x) }
        if x < 0 { return y >= 0 ? atan(y / x) + .pi : atan(y / x) - .pi }
        if y > 0 { return .pi / 2 }
        if y < 0 { return -.pi / 2 }
        return 0
    }

    /// The arc tangent of `x`, in [−π/2, π/2], to within a few ulps.
    static func atan(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x < 0 { return -atan(-x) }
        if x > 1 { return .pi / 2 - atan(1 / x) }
        // Two half-angle reductions, atan(x) = 2·atan(x / (1 + √(1 + x²))), bring x ≤ 1
        // below tan(π/16) ≈ 0.2, where the Taylor series converges within 12 terms.
        var reduced = x
        for _ in 0..<2 {
            reduced = reduced / (1 + (1 + reduced * reduced).squareRoot())
        }
        let square = reduced * reduced
        var term = reduced
        var sum = 0.0
        for k in 0..<14 {
            sum += term / Double(2 * k + 1)
            term *= -square
        }
        return 4 * sum
    }

    /// `angle` brought into (−π, π] by whole turns.
    static func normalized(_ angle: Double) -> Double {
        guard angle.isFinite else { return 0 }
        var result = angle.truncatingRemainder(dividingBy: 2 * .pi)
        if result > .pi { result -= 2 * .pi }
        if result <= -.pi { result += 2 * .pi }
        return result
    }
}
