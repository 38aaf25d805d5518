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
    let control: ControlInput?
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

    /// Plays to the end, writing the script's report to `junit`, then closes the
    /// control socket.
    func run(junit: OutputFile?) throws(CommandError) {
        defer { control?.close() }
        try session.run(
            script: script, touchInput: touchInput, control: control, service: service, reload: reload, resume: resume, junit: junit,
            signals: signals.readEnd, media: media, touchOpenedAfter: touchOpenedAfter)
    }
}
