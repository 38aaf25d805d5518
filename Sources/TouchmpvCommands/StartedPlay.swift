import Gestures
import Kiosk
import PlayerRuntime
import SystemCalls
import TouchInput
import TouchScripts

/// A `play` run that started: mpv is loading the media, and what the session reads
/// from is open.
struct StartedPlay {
    let session: PlaySession
    let script: TouchScript?
    let touchInput: LiveTouchInput?
    /// The key devices, when any is read (not with `--script`, nor `keys = none`).
    let keyInput: LiveKeyInput?
    let control: ControlSocketInput?
    /// The service manager's side (sd_notify), when one started `play`.
    let service: ServiceNotifier?
    /// What SIGHUP re-reads, under a service manager.
    let reload: SettingsReload?
    /// Saves where playback is (`resume = yes`).
    let resume: ResumeKeeper?
    /// Kept for the run: its handlers write to it, and the loop polls its read end.
    let signals: SignalPipe
    /// The media as messages name them.
    let media: String
    /// When the touch source was opened, or would have been: its first frames' times
    /// are taken after it.
    let touchOpenedAfter: Instant

    /// Plays to the end, writes the script's report to `junit`, closes the control
    /// socket, and throws the `CommandError` of a non-zero exit status.
    func run(junit: OutputFile?) throws(CommandError) {
        defer { control?.close() }
        let (outcome, record) = session.run(
            script: script, touchInput: touchInput, keyInput: keyInput, control: control, service: service, reload: reload, resume: resume,
            signals: signals.readEnd, touchOpenedAfter: touchOpenedAfter)
        if let junit, let script {
            let reason =
                if case .playbackFailed(let why) = outcome { "playback failed: \(why)" } else { PlaySession.describe(outcome) }
            try junit.write(record.junit(of: script, notReachedBecause: reason))
        }
        switch outcome {
        case .playbackFailed(let reason):
            throw CommandError("cannot play '\(media)': \(reason)", status: .runtimeFailure)
        case .waitFailed(let error):
            throw CommandError("the run loop cannot wait: poll: \(error) (errno \(error.rawValue))", status: .runtimeFailure)
        case .signal(let signal) where script != nil:
            throw CommandError("interrupted by \(SignalPipe.name(of: signal)) before the script ended", status: .runtimeFailure)
        case .scriptEnded, .endOfFile, .signal, .shutdown:
            // A scripted test whose checks did not run has not passed: they count as
            // failures, as the JUnit report counts them as errors.
            if let unmet = record.unmetExpectations(script: script, unreachedBecause: PlaySession.describe(outcome)) {
                throw CommandError(unmet, status: .expectationFailed)
            }
        }
    }
}
