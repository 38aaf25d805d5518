/// The order of a folder's titles (docs/behaviour.md, "The kiosk"): by name, a run of
/// digits compared as the number it writes ("2" before "10"), letters compared without
/// their case, and, when two names compare equal so, by their bytes, so the order is total.
public enum NaturalOrder {
    /// Whether `a` comes before `b`.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        let left = Array(a.unicodeScalars)
        let right = Array(b.unicodeScalars)
        var i = 0
        var j = 0
        while i < left.count, j < right.count {
            if isDigit(left[i]), isDigit(right[j]) {
                let startI = i
                let startJ = j
                while i < left.count, isDigit(left[i]) { i += 1 }
                while j < right.count, isDigit(right[j]) { j += 1 }
                let numberA = trimmedZeros(left[startI..<i])
                let numberB = trimmedZeros(right[startJ..<j])
                if numberA.count != numberB.count { return numberA.count < numberB.count }
                for (x, y) in zip(numberA, numberB) where x != y { return x.value < y.value }
                continue
            }
            let x = folded(left[i])
            let y = folded(right[j])
            if x != y { return x < y }
            i += 1
            j += 1
        }
        if (left.count - i) != (right.count - j) { return (left.count - i) < (right.count - j) }
        return Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8))
    }

    /// `names` in this order.
    public static func sorted(_ names: [String]) -> [String] { names.sorted(by: precedes) }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    private static func trimmedZeros(_ digits: ArraySlice<Unicode.Scalar>) -> ArraySlice<Unicode.Scalar> {
        let trimmed = digits.drop { $0 == "0" }
        return trimmed.isEmpty ? digits.suffix(1) : trimmed
    }

    /// A letter's lower case, for comparing without case.
    private static func folded(_ scalar: Unicode.Scalar) -> UInt32 {
        ("A"..."Z").contains(scalar) ? scalar.value + 32 : scalar.value
    }
}
