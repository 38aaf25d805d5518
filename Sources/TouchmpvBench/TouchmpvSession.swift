import Gestures
import SystemCalls
import ToolSupport
import TouchInput

#if canImport(Glibc)
    import Glibc
#endif

/// A running `touchmpv play --headless --touch FIFO --config CONF [--mpv ...] [MEDIA...]`
/// (without MEDIA, the built-in source), with the benchmark holding the FIFO's write end like a touchscreen
/// that is plugged in. Touches are written as raw protocol-B records, one frame per
/// `write(2)`, in points (the config maps the FIFO's axes 0…1279 and 0…719 one to one
/// onto the 1280x720 screen, since a FIFO cannot report its axis ranges).
final class TouchmpvSession {
    let play: TouchmpvPlay
    var process: SpawnedProcess { play.process }
    /// The FIFO touches are written to.
    var fifoPath: String { play.fifo }
    /// Where touchmpv's output goes.
    let logPath: String
    private let writer: FileDescriptor
    private var emitter = ProtocolBEmitter()

    /// The config every touchmpv run of the benchmark uses: the FIFO's axis ranges, and
    /// controls that stay up once shown (the idle and fling sections tap them up and open
    /// a menu; no other section taps).
    static let configuration = "screen = 1280x720\naxis-x = 0 1279\naxis-y = 0 719\ncontrols-hide-delay = 3600s\n"

    /// Starts touchmpv with `mpvOptions` (`KEY=VALUE`, each passed as `--mpv`) on `media`,
    /// in `workspace`; `headless` unless the run needs what only shows on a screen (seek
    /// thumbnails: then `vo=null` in `mpvOptions` keeps it window-less); `settings` are
    /// lines added to the config; its output goes to `output` (NAME.log by default);
    /// `environment` is added to the benchmark's (the state folder of the storyboard runs).
    private init(
        executable: String, workspace: Workspace, name: String, mpvOptions: [String], media: [String], headless: Bool,
        settings: String, output: String?, environment: [String: String]
    ) throws(BenchError) {
        logPath = output ?? workspace.path("\(name).log")
        let arguments =
            ["--config", try workspace.configuration(adding: settings, name: name)] + mpvOptions.flatMap { ["--mpv", $0] } + media
        do throws(TouchmpvPlayError) {
            play = try TouchmpvPlay(
                executable, arguments, headless: headless, directory: workspace.directory, name: name, output: .joined(logPath),
                environment: environment)
        } catch {
            throw BenchError("\(error)")
        }
        do throws(FIFOWritingError) {
            writer = try FIFOWriting.open(play.fifo, limit: .seconds(20)) { [play] in play.isRunning }
        } catch {
            throw BenchError("touchmpv did not open the touch FIFO: \(error) (see \(logPath))")
        }
    }

    /// Starts touchmpv as the sections that watch mpv do: `mpvOptions` plus an IPC socket
    /// (`input-ipc-server`, `NAME.sock` in `workspace`), connected once `media` (or the
    /// built-in source) is loaded (playing, or paused with `pause=yes`).
    static func startWatched(
        executable: String, workspace: Workspace, name: String, mpvOptions: [String] = [], media: [String] = [], headless: Bool = true,
        settings: String = "", output: String? = nil, environment: [String: String] = [:]
    ) throws(BenchError) -> (session: TouchmpvSession, ipc: MPVIPCClient) {
        let session = try TouchmpvSession(
            executable: executable, workspace: workspace, name: name, mpvOptions: mpvOptions, media: media, headless: headless,
            settings: settings, output: output, environment: environment)
        do {
            return (session, try session.play.connectWhenPlaying(within: .seconds(20)) { _ in true })
        } catch {
            throw BenchError("\(error)")
        }
    }

    deinit {
        writer.close()
        try? stop()
    }

    /// Writes one frame of `changes` (positions in points) with a single `write(2)`;
    /// returns the moment just before the write (MonotonicClock nanoseconds).
    @discardableResult
    func write(_ changes: [FingerChange]) throws(BenchError) -> UInt64 {
        let now = MonotonicClock.nanoseconds()
        emitter.removeEvents()
        emitter.frame(at: Instant(microseconds: Int64(now / 1000)), changes)
        let bytes = InputEventCodec.encode(emitter.events)
        let start = MonotonicClock.nanoseconds()
        let written: Int
        do throws(Errno) {
            written = try bytes.withUnsafeBytes { buffer in Result { () throws(Errno) in try writer.write(buffer) } }.get()
        } catch {
            throw BenchError("writing to the touch FIFO failed: \(error)")
        }
        guard written == bytes.count else {
            throw BenchError("writing to the touch FIFO failed: \(written) of \(bytes.count) bytes written")
        }
        return start
    }

    /// A tap at (`x`, `y`): a touch-down, and its lift 50 ms later.
    func tap(x: Int32, y: Int32) throws(BenchError) {
        try write([.down(slot: 0, x: x, y: y)])
        MonotonicClock.sleep(microseconds: 50_000)
        try write([.up(slot: 0)])
    }

    /// Whether touchmpv's output has a line that reports `action`, followed by `detail`
    /// (`menuOpen` and `speed`: the speed menu opened).
    func reported(_ action: String, _ detail: String) -> Bool {
        play.reported(action, detail)
    }

    /// Stops touchmpv (SIGTERM) and waits for it.
    func stop() throws(BenchError) {
        guard process.termination == nil else { return }
        do throws(TouchmpvPlayError) {
            _ = try play.stop(within: .seconds(10))
        } catch {
            throw BenchError("\(error)")
        }
    }
}
