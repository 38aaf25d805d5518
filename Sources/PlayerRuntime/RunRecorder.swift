import Gestures
import PlayerModel
import RunReports
import TouchScripts

/// What a run of a script (or of the touches and control lines of `play`) records, for
/// `simulate` and `play` alike: a line per action, a line per touch and recognizer change
/// with `--trace`, each checked `expect` line (the tally, its failure on standard error,
/// the picture), then the summary, the JUnit report, the picture and the exit status.
public final class RunRecorder {
    public private(set) var tally = RunTally()
    private let format: RunOutput
    private let reader: SnapshotReader
    private var picture: ScriptPicture?
    private let output: (String) -> Void
    private let diagnostics: (String) -> Void

    /// Records through `output` (action and summary lines, in `json` or words) and
    /// `diagnostics` (failures); draws the run into `picture` when given.
    public init(
        json: Bool, reader: SnapshotReader, picture: ScriptPicture? = nil, output: @escaping (String) -> Void,
        diagnostics: @escaping (String) -> Void
    ) {
        format = RunOutput(json: json)
        self.reader = reader
        self.picture = picture
        self.output = output
        self.diagnostics = diagnostics
    }

    /// An action the layer reported and the commands it became.
    public func record(_ event: PlayerGestureEvent, commands: [PlayerCommand]) {
        tally.count(event.action)
        picture?.record(event)
        output(format.actionLine(event, commands: commands, snapshot: reader.snapshot(reading: RunOutput.fieldsShown(by: commands))))
    }

    /// A touch phase at `time`: drawn, and printed when `traced`.
    public func record(_ update: TouchUpdate, at time: Instant, traced: Bool) {
        picture?.record(update, at: time)
        if traced { output(format.touchLine(update, at: time)) }
    }

    /// A key's change, for `--trace`.
    public func record(_ key: KeyEvent) {
        output(format.keyLine(key))
    }

    /// A recognizer's state change, for `--trace`.
    public func recordChange(of recognizer: String, to state: GestureRecognizerState, at time: Instant) {
        output(format.recognizerLine(recognizer, state: state, at: time))
    }

    /// A picture of the seek previews shown.
    public func recordThumbnail(target: Double, at time: Instant) {
        output(format.thumbnailLine(target: target, at: time))
    }

    /// A script's `expect` line, checked: `failure` is nil when it held.
    public func record(_ expectation: Expectation, failure: String?) {
        tally.record(expectation, failure: failure)
        picture?.record(expectation, failure: failure)
        if let failure { diagnostics(failure) }
    }

    /// A control client's `expect` line, checked.
    public func recordControlSocket(failure: String?) {
        tally.recordControlSocket(failure: failure)
        if let failure { diagnostics(failure) }
    }

    /// Prints the summary with the player as `final` (by default as it is now).
    public func printSummary(of final: PlayerSnapshot? = nil) {
        format.summary(of: tally, snapshot: final ?? reader.snapshot()).forEach(output)
    }

    /// The picture of the run, its timeline extended to `end`; nil when not drawing.
    public func picture(extendedTo end: Instant) -> ScriptPicture? {
        picture?.extend(to: end)
        return picture
    }

    /// The JUnit report of `script`'s `expect` lines; a line never reached says `reason`.
    public func junit(of script: TouchScript, notReachedBecause reason: String) -> String {
        JUnitReport(script: script, tally: tally, notReachedBecause: reason).xml
    }

    /// What is wrong with the script's expectations in a run that ended as expected (not
    /// by a failure of its own), e.g. "1 of 3 expectations failed, 1 not checked": nil when
    /// every `expect` line of the script checked held and none went unchecked; the
    /// unchecked ones are printed, each with `reason`, since they have not passed. A
    /// control client's lines count in the summary but not here: each was answered to the
    /// client, which decides what a failure means (a rig asks until a state holds, or
    /// reads a value through an expectation that cannot hold).
    public func unmetExpectations(script: TouchScript?, unreachedBecause reason: String) -> String? {
        let unchecked = script.map(tally.unchecked) ?? []
        for expectation in unchecked {
            diagnostics(RunTally.notChecked(expectation, because: reason))
        }
        let failed = tally.failed - tally.failedFromControlSocket
        guard failed > 0 || !unchecked.isEmpty else { return nil }
        let total = tally.checked - tally.checkedFromControlSocket + unchecked.count
        let notChecked = unchecked.isEmpty ? "" : ", \(unchecked.count) not checked"
        return "\(failed) of \(total) expectations failed\(notChecked)"
    }
}
