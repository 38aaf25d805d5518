/// A key of an evdev key device (`EV_KEY` with a `KEY_*` code: a remote's, a keypad's, an
/// arcade button's), as bindings and scripts name it (`KEY_PLAYPAUSE`, from `KeyNames`).
/// The buttons of pointers and touch panels (`BTN_*`) are not keys.
public struct KeyCode: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: UInt16

    /// The key `name` names (`KEY_PLAYPAUSE`), or nil for a name `KeyNames` lacks.
    public init?(name: some StringProtocol) {
        guard let code = Self.codes[String(name)] else { return nil }
        rawValue = code
    }

    /// The key whose `EV_KEY` code is `code`, or nil when no `KEY_*` name has it.
    public init?(code: UInt16) {
        guard Int(code) < Self.names.count, Self.names[Int(code)] != nil else { return nil }
        rawValue = code
    }

    /// The header's first name for the code (`KEY_COFFEE`, not its alias `KEY_SCREENLOCK`).
    public var description: String { Self.names[Int(rawValue)] ?? "KEY_\(rawValue)" }

    public static func < (lhs: KeyCode, rhs: KeyCode) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The known name nearest `text` by edit distance (letters compared without case), when
    /// it is near enough to be a slip (at most a third of its length): "KEY_PLAYPUASE" →
    /// "KEY_PLAYPAUSE", "playpause" → "KEY_PLAYPAUSE".
    public static func nearestName(to text: some StringProtocol) -> String? {
        let word = Array(text.uppercased().utf8)
        let prefixed = word.starts(with: Array("KEY_".utf8)) ? word : Array("KEY_".utf8) + word
        var best: (name: String, distance: Int)?
        for (name, _) in KeyNames.all {
            let distance = editDistance(prefixed, Array(name.utf8))
            if distance < (best?.distance ?? Int.max) { best = (name, distance) }
        }
        guard let best, best.distance <= max(1, prefixed.count / 3) else { return nil }
        return best.name
    }

    /// Levenshtein's distance between two byte strings.
    private static func editDistance(_ first: [UInt8], _ second: [UInt8]) -> Int {
        var previous = Array(0...second.count)
        for (row, byte) in first.enumerated() {
            var current = [row + 1] + Array(repeating: 0, count: second.count)
            for (column, other) in second.enumerated() {
                current[column + 1] = min(previous[column + 1] + 1, current[column] + 1, previous[column] + (byte == other ? 0 : 1))
            }
            previous = current
        }
        return previous[second.count]
    }

    private static let codes: [String: UInt16] = Dictionary(
        KeyNames.all.map { ($0.name, $0.code) }, uniquingKeysWith: { first, _ in first })

    /// Each code's first name, by code; nil where no `KEY_*` name has it.
    private static let names: [String?] = {
        var names = [String?](repeating: nil, count: Int(KeyNames.all.map(\.code).max() ?? 0) + 1)
        for (name, code) in KeyNames.all where names[Int(code)] == nil { names[Int(code)] = name }
        return names
    }()
}
