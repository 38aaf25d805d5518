/// One gesture a binding names (`[REGION:]NAME[-FINGERS]`): e.g.
/// `left:double-tap`, `swipe-down-3`, `pinch-2`. Its text is also how `simulate --json`
/// and traces name it.
public struct BoundGesture: Hashable, Sendable, CustomStringConvertible {
    /// Where the gesture must begin; nil for anywhere.
    public var region: ScreenRegion?
    public var name: GestureName
    /// How many fingers, 1 to `maximumFingers`.
    public var fingers: Int

    /// The most fingers a gesture may name.
    public static let maximumFingers = 5

    public init(_ name: GestureName, fingers: Int = 1, region: ScreenRegion? = nil) {
        self.region = region
        self.name = name
        self.fingers = fingers
    }

    /// Reads `text` as `[REGION:]NAME[-FINGERS]`, or throws what is wrong with it.
    public init(parsing text: String) throws(GestureBindingError) {
        var rest = Substring(text)
        if let colon = rest.firstIndex(of: ":") {
            let regionText = String(rest[..<colon])
            guard let region = ScreenRegion(rawValue: regionText) else {
                let regions = ScreenRegion.allCases.map { $0.rawValue + ":" }.joined(separator: ", ")
                throw GestureBindingError("unknown region '\(regionText)' (\(regions))")
            }
            self.region = region
            rest = rest[rest.index(after: colon)...]
        } else {
            region = nil
        }
        fingers = 1
        if let dash = rest.lastIndex(of: "-"), case let digits = rest[rest.index(after: dash)...],
            !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber })
        {
            let count = Int(digits) ?? Int.max
            guard (1...Self.maximumFingers).contains(count) else {
                throw GestureBindingError("fingers must be 1 to \(Self.maximumFingers), not \(digits)")
            }
            fingers = count
            rest = rest[..<dash]
        }
        guard let name = GestureName(text: String(rest)) else {
            throw GestureBindingError(
                "unknown gesture '\(rest)' (\(GestureName.all.map(\.text).joined(separator: ", ")), then -FINGERS)")
        }
        guard fingers >= name.minimumFingers else {
            throw GestureBindingError("\(name.text) takes \(name.minimumFingers) to \(Self.maximumFingers) fingers, e.g. \(name.text)-2")
        }
        self.name = name
    }

    /// The gesture as `touch-input.conf` writes it: "left:double-tap", "swipe-down-3".
    public var description: String {
        (region.map { $0.rawValue + ":" } ?? "") + name.text + (fingers == 1 ? "" : "-\(fingers)")
    }
}
