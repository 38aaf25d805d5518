import PlayerGestures
import TouchInput

/// Checks a script's `expect` line against a player's state: the same check for the
/// simulated player and for mpv (whose properties are read into a `PlayerState`).
public enum ExpectationCheck {
    /// The failure message `FILE:LINE: expected KEY VALUE, got ACTUAL` when `state` does
    /// not meet `expectation`, nil when it does.
    public static func failure(of expectation: Expectation, in state: PlayerState) -> String? {
        switch expectation.key {
        case .volume: number(state.volume, expectation)
        case .brightness: number(state.brightness, expectation)
        case .speed: number(state.speed, expectation)
        case .zoom: number(state.zoom, expectation)
        case .position: number(state.position, expectation)
        case .paused:
            expectation.isMet(byFlag: state.paused) ? nil : expectation.failureMessage(got: state.paused ? "yes" : "no")
        case .controls:
            expectation.isMet(byFlag: state.controlsVisible)
                ? nil : expectation.failureMessage(got: state.controlsVisible ? "visible" : "hidden")
        }
    }

    /// The check of a numeric key; the actual value is printed as `NumberText` prints it.
    private static func number(_ actual: Double, _ expectation: Expectation) -> String? {
        expectation.isMet(byNumber: actual) ? nil : expectation.failureMessage(got: NumberText.format(actual))
    }
}
