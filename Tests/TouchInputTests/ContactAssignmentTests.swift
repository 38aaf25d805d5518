import Testing

@testable import ToolSupport
@testable import TouchInput

/// The protocol-A pairing against an exhaustive search over every pairing.
struct ContactAssignmentTests {
    typealias Position = ContactAssignment.Position

    /// The pairing's cost as the matcher ranks it: total squared distance first, then
    /// how far the pairs move in packet order.
    static func cost(_ previousOfCurrent: [Int?], previous: [Position], current: [Position]) -> (distance: Int128, displacement: Int) {
        var distance: Int128 = 0
        var displacement = 0
        for (c, p) in previousOfCurrent.enumerated() {
            guard let p else { continue }
            let dx = Int128(current[c].x) - Int128(previous[p].x)
            let dy = Int128(current[c].y) - Int128(previous[p].y)
            distance += dx * dx + dy * dy
            displacement += abs(p - c)
        }
        return (distance, displacement)
    }

    /// Every pairing of min(n, m) pairs, the best by the same ranking.
    static func exhaustive(previous: [Position], current: [Position]) -> (distance: Int128, displacement: Int) {
        var best: (distance: Int128, displacement: Int)?
        var previousOfCurrent = [Int?](repeating: nil, count: current.count)
        var used = [Bool](repeating: false, count: previous.count)
        let pairs = min(previous.count, current.count)
        func extend(_ c: Int, _ made: Int) {
            if made == pairs {
                let candidate = cost(previousOfCurrent, previous: previous, current: current)
                if best.map({ candidate < $0 }) ?? true { best = candidate }
                return
            }
            guard c < current.count, current.count - c >= pairs - made else { return }
            for p in previous.indices where !used[p] {
                used[p] = true
                previousOfCurrent[c] = p
                extend(c + 1, made + 1)
                used[p] = false
            }
            previousOfCurrent[c] = nil
            extend(c + 1, made)
        }
        extend(0, 0)
        return best ?? (0, 0)
    }

    @Test func theBestPairingOfRandomFramesAsAnExhaustiveSearchFindsIt() {
        var random = SplitMix64(seed: 11)
        for round in 0..<400 {
            // Small coordinates in a few rounds make exact ties and shared points common.
            let spread = round % 3 == 0 ? UInt64(3) : 5000
            func points(_ count: Int) -> [Position] {
                (0..<count).map { _ in (Int32(random.next() % spread), Int32(random.next() % spread)) }
            }
            let previous = points(Int(random.next() % 7))
            let current = points(Int(random.next() % 7))
            let matched = ContactAssignment.match(previous: previous, current: current)
            #expect(matched.count == current.count)
            let targets = matched.compactMap { $0 }
            #expect(Set(targets).count == targets.count && targets.count == min(previous.count, current.count))
            let got = Self.cost(matched, previous: previous, current: current)
            let best = Self.exhaustive(previous: previous, current: current)
            #expect(got == best, "\(previous) → \(current)")
        }
    }

    @Test func anExactTieKeepsThePreviousOrder() {
        let spot: Position = (50, 50)
        #expect(ContactAssignment.match(previous: [spot, spot, spot], current: [spot, spot, spot]) == [0, 1, 2])
        #expect(ContactAssignment.match(previous: [(0, 0), (20, 0)], current: [(10, 10), (10, -10)]) == [0, 1])
        #expect(ContactAssignment.match(previous: [(0, 0), (20, 0)], current: [(10, -10), (10, 10)]) == [0, 1])
    }

    @Test func thirtyTwoContactsAtTheEdgesOfInt32AreMatchedExactly() {
        let extremes: [Int32] = [.min, .max]
        let previous: [Position] = (0..<32).map { (extremes[$0 % 2], extremes[($0 / 2) % 2] &+ Int32($0)) }
        let current = Array(previous.reversed())
        let matched = ContactAssignment.match(previous: previous, current: current)
        #expect(Self.cost(matched, previous: previous, current: current).distance == 0)
        #expect(ContactAssignment.match(previous: [], current: current) == Array(repeating: nil, count: 32))
        #expect(ContactAssignment.match(previous: previous, current: []) == [])
    }
}
