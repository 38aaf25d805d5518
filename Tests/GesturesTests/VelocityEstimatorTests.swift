import Foundation
import Testing

@testable import Gestures

@Suite struct VelocityEstimatorTests {
    /// The slope at the newest time of the least-squares parabola through `samples`
    /// (milliseconds, value), solved apart from the estimator: the normal equations in
    /// seconds before the newest sample, by Gaussian elimination with partial pivoting.
    static func referenceSlope(_ samples: [(ms: Double, value: Double)]) -> Double {
        let newest = samples.last?.ms ?? 0
        var matrix = [[Double]](repeating: [Double](repeating: 0, count: 4), count: 3)
        for sample in samples {
            let t = (sample.ms - newest) / 1000
            let powers = [1, t, t * t]
            for row in 0..<3 {
                for column in 0..<3 { matrix[row][column] += powers[row] * powers[column] }
                matrix[row][3] += powers[row] * sample.value
            }
        }
        for pivot in 0..<3 {
            let best = (pivot..<3).max { abs(matrix[$0][pivot]) < abs(matrix[$1][pivot]) } ?? pivot
            matrix.swapAt(pivot, best)
            for row in 0..<3 where row != pivot {
                let factor = matrix[row][pivot] / matrix[pivot][pivot]
                for column in pivot..<4 { matrix[row][column] -= factor * matrix[pivot][column] }
            }
        }
        return matrix[1][3] / matrix[1][1]
    }

    private func estimate(_ samples: [(ms: Double, value: Double)]) -> Double {
        var estimator = VelocityEstimator<Double>()
        for sample in samples {
            estimator.add(sample.value, at: Instant(microseconds: Int64((sample.ms * 1000).rounded())))
        }
        return estimator.velocity
    }

    @Test func aParabolasSlopeAtTheNewestSampleIsExact() {
        // 5 + 300 t + 4000 t² (t in seconds): 300 + 8000 × 0.09 = 1020 per second at 90 ms.
        let samples = [0.0, 7, 23, 31, 48, 55, 70, 83, 90].map { (ms: Double) -> (ms: Double, value: Double) in
            let t = ms / 1000
            return (ms, 5 + 300 * t + 4000 * t * t)
        }
        #expect(abs(estimate(samples) - 1020) < 1e-6)
    }

    @Test func noisySamplesGiveTheLeastSquaresSlope() {
        let samples: [(ms: Double, value: Double)] = [(0, 0), (9, 4.5), (16, 7), (26, 15), (33, 18.5), (41, 26)]
        let reference = Self.referenceSlope(samples)
        #expect(abs(estimate(samples) - reference) < 1e-9 * abs(reference))
        // Not the straight change over the window (26 / 0.041 = 634 per second).
        #expect(abs(reference - 26 / 0.041) > 50)
    }

    @Test func onlyTheSamplesOfTheLast100MillisecondsCount() {
        // The first two samples, 150 and 120 ms before the newest, would bend the fit were
        // they counted.
        let recent: [(ms: Double, value: Double)] = [(60, 25), (90, 50), (120, 90), (150, 140)]
        #expect(abs(estimate([(0, 300), (30, 10)] + recent) - Self.referenceSlope(recent)) < 1e-9)
    }

    @Test func aFingerThatSlowedToAStopIsNotReadAsMovingBack() {
        let samples: [(ms: Double, value: Double)] = [(0, 0), (10, 10), (20, 17), (30, 20), (40, 21), (50, 21), (60, 21)]
        // The parabola's vertex falls before the newest sample: its slope there points back.
        #expect(Self.referenceSlope(samples) < -10)
        #expect(estimate(samples) == 0)
        // Slowing but still moving forward at the end: the slope is kept.
        let moving: [(ms: Double, value: Double)] = [(0, 0), (10, 8), (20, 15), (30, 21), (40, 26), (50, 30), (60, 33)]
        #expect(Self.referenceSlope(moving) > 100)
        #expect(abs(estimate(moving) - Self.referenceSlope(moving)) < 1e-9)
    }

    @Test func twoSamplesGiveTheStraightChange() {
        #expect(abs(estimate([(10, 4), (30, 14)]) - 500) < 1e-9)
        // Only the newest within 100 ms: the change since the sample before it.
        #expect(abs(estimate([(0, 0), (10, 4), (200, 42)]) - 200) < 1e-9)
    }

    @Test func samplesAtTwoTimesOnlyGiveTheStraightLineThroughThem() {
        // Three samples, two at one time: no parabola, the least-squares line.
        #expect(abs(estimate([(10, 0), (30, 8), (30, 12)]) - 500) < 1e-9)
        #expect(estimate([(10, 3), (10, 5)]) == 0)
    }

    /// A finger's path along a line, as a function of seconds since it touched down, with
    /// its speed, and the time it lifts.
    struct Stroke: Sendable, CustomTestStringConvertible {
        let name: String
        let distance: @Sendable (Double) -> Double
        let speed: @Sendable (Double) -> Double
        let liftSeconds: Double
        var testDescription: String { name }
    }

    static let strokes: [Stroke] = [
        Stroke(
            name: "accelerating steadily, 200 to 2,200 points/s", distance: { 200 * $0 + 0.5 * (2000 / 0.15) * $0 * $0 },
            speed: { 200 + (2000 / 0.15) * $0 }, liftSeconds: 0.15),
        Stroke(
            name: "accelerating exponentially (e-fold in 100 ms) to 3,000 points/s",
            distance: { 300 * (exp(($0 - 0.15) / 0.1) - exp(-1.5)) }, speed: { 3000 * exp(($0 - 0.15) / 0.1) }, liftSeconds: 0.15),
        Stroke(
            name: "a minimum-jerk stroke of 400 points in 300 ms, lifted at 40% of it",
            distance: { 400 * (10 * pow($0 / 0.3, 3) - 15 * pow($0 / 0.3, 4) + 6 * pow($0 / 0.3, 5)) },
            speed: { 400 / 0.3 * (30 * pow($0 / 0.3, 2) - 60 * pow($0 / 0.3, 3) + 30 * pow($0 / 0.3, 4)) }, liftSeconds: 0.12),
        Stroke(
            name: "slowing steadily, 2,400 to 1,200 points/s", distance: { 2400 * $0 - 0.5 * (1200 / 0.15) * $0 * $0 },
            speed: { 2400 - (1200 / 0.15) * $0 }, liftSeconds: 0.15),
        Stroke(
            name: "slowing exponentially (e-fold in 150 ms) from 3,000 points/s",
            distance: { 450 * (1 - exp(-$0 / 0.15)) }, speed: { 3000 * exp(-$0 / 0.15) }, liftSeconds: 0.15),
        Stroke(name: "steady at 1,200 points/s", distance: { 1200 * $0 }, speed: { _ in 1200 }, liftSeconds: 0.15),
    ]

    /// A generator of the same numbers every run (SplitMix64), for the reports' jitter.
    struct SeededNumbers: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// `stroke` as a touchscreen reports it, up and to the right at 30°: a report every
    /// 1/`hertz` s, each stamped up to ±1.5 ms off when the panel scanned the finger and
    /// placed up to ±0.5 point off on each axis, then the lift one report later where the
    /// finger last was. The pan's velocity when it ends, and the finger's true velocity
    /// when it was last scanned.
    static func release(of stroke: Stroke, hertz: Double, seed: UInt64) -> (estimated: Point, actual: Point) {
        var numbers = SeededNumbers(state: seed)
        let driver = TouchDriver()
        let pan = driver.add(PanGestureRecognizer(), named: "pan")
        var atLift = Point.zero
        pan.addTarget { [unowned pan] in if $0.state == .ended { atLift = pan.velocity(in: nil) } }
        let direction = Point(x: cos(Double.pi / 6), y: -sin(Double.pi / 6))
        let reports = Int((stroke.liftSeconds * hertz).rounded(.down))
        for report in 0...reports {
            let seconds = Double(report) / hertz
            let stamp = report == 0 ? 0 : seconds + Double.random(in: -0.0015...0.0015, using: &numbers)
            let along = stroke.distance(seconds)
            let location = Point(
                x: 200 + along * direction.x + Double.random(in: -0.5...0.5, using: &numbers),
                y: 600 + along * direction.y + Double.random(in: -0.5...0.5, using: &numbers))
            let phase: TouchPhase = report == 0 ? .began : .moved
            driver.send([TouchUpdate(id: 1, phase: phase, location: location)], atMicroseconds: Int64((stamp * 1_000_000).rounded()))
        }
        driver.up(1, at: Int64((Double(reports + 1) / hertz * 1000).rounded()))
        let speed = stroke.speed(Double(reports) / hertz)
        return (atLift, Point(x: speed * direction.x, y: speed * direction.y))
    }

    /// Within Android's tolerance for its trackers (20%) of the true release velocity, at
    /// the rates touchscreens report at, on ten jitters each.
    @Test(arguments: strokes, [60.0, 90, 120])
    func aReleaseVelocityIsWithinAFifthOfTheFingers(_ stroke: Stroke, hertz: Double) {
        for seed in UInt64(1)...10 {
            let (estimated, actual) = Self.release(of: stroke, hertz: hertz, seed: seed)
            let speed = actual.distance(to: .zero)
            #expect(
                estimated.distance(to: actual) <= 0.2 * speed,
                "seed \(seed): estimated \(estimated), actual \(actual) (\(estimated.distance(to: .zero) / speed)× the speed)")
        }
    }
}
