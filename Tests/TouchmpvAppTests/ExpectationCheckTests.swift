import Gestures
import PlayerGestures
import Testing
import TouchInput

@testable import TouchmpvApp

/// `expect` lines against a player's state.
struct ExpectationCheckTests {
    private func expectation(_ key: TouchInput.Expectation.Key, _ value: TouchInput.Expectation.Value) -> TouchInput.Expectation {
        TouchInput.Expectation(time: .zero, key: key, value: value, file: "s.touch", line: 9)
    }

    @Test func numbersMatchWithinTheirTolerance() {
        let state = PlayerState(volume: 55, brightness: -10, speed: 2, zoom: 0.5, position: 12.25)
        #expect(ExpectationCheck.failure(of: expectation(.volume, .number(55, tolerance: 0)), in: state) == nil)
        #expect(ExpectationCheck.failure(of: expectation(.brightness, .number(-10, tolerance: 0)), in: state) == nil)
        #expect(ExpectationCheck.failure(of: expectation(.speed, .number(2, tolerance: 0)), in: state) == nil)
        #expect(ExpectationCheck.failure(of: expectation(.zoom, .number(0.4, tolerance: 0.1)), in: state) == nil)
        #expect(ExpectationCheck.failure(of: expectation(.position, .number(12, tolerance: 0.25)), in: state) == nil)
        #expect(
            ExpectationCheck.failure(of: expectation(.position, .number(12, tolerance: 0.2)), in: state)
                == "s.touch:9: expected position 12 ~0.2, got 12.25")
        #expect(
            ExpectationCheck.failure(of: expectation(.volume, .number(50, tolerance: 0)), in: state)
                == "s.touch:9: expected volume 50, got 55")
    }

    @Test func pausedAndControlsAreWords() {
        let state = PlayerState(paused: true, controlsVisible: false)
        #expect(ExpectationCheck.failure(of: expectation(.paused, .flag(true)), in: state) == nil)
        #expect(ExpectationCheck.failure(of: expectation(.paused, .flag(false)), in: state) == "s.touch:9: expected paused no, got yes")
        #expect(ExpectationCheck.failure(of: expectation(.controls, .flag(false)), in: state) == nil)
        #expect(
            ExpectationCheck.failure(of: expectation(.controls, .flag(true)), in: state)
                == "s.touch:9: expected controls visible, got hidden")
    }
}
