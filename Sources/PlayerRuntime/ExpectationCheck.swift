import PlayerModel
import TextFormats
import TouchScripts

/// Checks a script's `expect` line against what a player reports: the same check for the
/// simulated player and for mpv, each read through its `ExpectationSubjects`.
public enum ExpectationCheck {
    /// The failure message `FILE:LINE: expected KEY VALUE, got ACTUAL` when the player
    /// does not meet `expectation`, nil when it does.
    public static func failure(of expectation: Expectation, reading subjects: ExpectationSubjects) -> String? {
        switch expectation.subject {
        case .player(let key): failure(of: expectation, key: key, in: subjects.snapshot())
        case .mpv(let name): failure(of: expectation, property: subjects.property(name, expectation.comparesNumbers))
        }
    }

    /// The check of one of touchmpv's own keys against `snapshot`.
    static func failure(of expectation: Expectation, key: Expectation.Key, in snapshot: PlayerSnapshot) -> String? {
        let state = snapshot.state
        return switch key {
        case .volume: number(state.volume, expectation)
        case .brightness: number(state.brightness, expectation)
        case .speed: number(state.speed, expectation)
        case .zoom: number(state.zoom, expectation)
        case .position: number(state.position, expectation)
        case .paused:
            expectation.isMet(byFlag: state.paused) ? nil : expectation.failureMessage(got: state.paused ? "yes" : "no")
        case .controls:
            expectation.isMet(byFlag: snapshot.controlsVisible)
                ? nil : expectation.failureMessage(got: snapshot.controlsVisible ? "visible" : "hidden")
        case .menu:
            expectation.value == .menu(snapshot.openMenu) ? nil : expectation.failureMessage(got: snapshot.openMenu?.rawValue ?? "none")
        case .screen:
            expectation.isMet(byFlag: snapshot.screenOn ?? true)
                ? nil : expectation.failureMessage(got: snapshot.screenOn == false ? "off" : "on")
        case .mode:
            snapshot.kioskMode.map { expectation.value == .mode($0) } == true
                ? nil : expectation.failureMessage(got: snapshot.kioskMode?.rawValue ?? "nothing (no kiosk)")
        case .chooser:
            snapshot.chooserTitles.flatMap { number(Double($0), expectation) }
                ?? (snapshot.chooserTitles == nil ? expectation.failureMessage(got: "nothing (no kiosk)") : nil)
        }
    }

    /// The check of an mpv property as it was read: a number against the wanted number
    /// and tolerance, a string form against the wanted text.
    static func failure(of expectation: Expectation, property reading: PropertyReading) -> String? {
        switch reading {
        case .number(let actual): number(actual, expectation)
        case .text(let actual): expectation.isMet(byText: actual) ? nil : expectation.failureMessage(got: Expectation.word(actual))
        case .unavailable(let reason): expectation.failureMessage(got: "nothing (\(reason))")
        }
    }

    /// The check of a number; the actual value is printed as `NumberText` prints it.
    private static func number(_ actual: Double, _ expectation: Expectation) -> String? {
        expectation.isMet(byNumber: actual) ? nil : expectation.failureMessage(got: NumberText.format(actual))
    }
}

extension Expectation {
    /// Whether the check compares numbers: a numeric key, or an mpv property whose
    /// wanted value is a number (mpv is then asked for a number).
    var comparesNumbers: Bool {
        switch value {
        case .number: true
        case .flag, .menu, .mode: false
        case .property(_, let number, _): number != nil
        }
    }
}
