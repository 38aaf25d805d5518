import CMPV
import SystemCalls

/// A player being created and started on a thread of its own: `mpv_create`, its options
/// and `mpv_initialize` take about 10 ms, which a run loop that must not keep a touch
/// waiting does not spend. `descriptor` becomes readable when the thread is done; then
/// `finish()` gives the player. The thread makes the `MPVClient` and hands it over: a
/// client is used from one thread at a time, and the join orders the handover.
public final class MPVClientStart {
    /// Written once by the thread, when it is done.
    private let done: SelfPipe
    private let outcome = Outcome()
    private var thread: BackgroundThread?

    /// Starts a player with `options` (as `MPVClient.setOption` takes them); `nice` sets
    /// the thread's nice value before `mpv_create`, so that every thread the player
    /// starts, decoders included, inherits it (`ThreadPriority`).
    public init(options: [(String, String)], nice: Int32? = nil) throws(MPVError) {
        do throws(Errno) {
            done = try SelfPipe.open()
        } catch {
            throw MPVError(code: MPV_ERROR_NOMEM.rawValue, operation: "create the start's pipe (\(error))")
        }
        let (outcome, signal) = (outcome, done.writeEnd)
        do throws(Errno) {
            thread = try BackgroundThread {
                // A player whose priority cannot be set (a seccomp filter refusing
                // setpriority) still starts, at the priority it has.
                if let nice { try? ThreadPriority.setNice(nice) }
                outcome.run(options: options)
                signal.writeByte(1)
            }
        } catch {
            done.close()
            throw MPVError(code: MPV_ERROR_NOMEM.rawValue, operation: "start a thread for the mpv player (\(error))")
        }
    }

    /// Readable once the player started, or failed to.
    public var descriptor: FileDescriptor { done.readEnd }

    /// The started player: at once when `descriptor` is readable, else once the thread is
    /// done. Call it once.
    public func finish() throws(MPVError) -> MPVClient {
        end()
        switch outcome.result {
        case .success(let client): return client
        case .failure(let error): throw error
        case nil: throw MPVError(code: MPV_ERROR_GENERIC.rawValue, operation: "start the mpv player (finished twice)")
        }
    }

    /// A start never finished: its player, once up, goes with the outcome.
    deinit { end() }

    /// Waits for the thread and closes the pipe, once.
    private func end() {
        guard let thread else { return }
        thread.join()
        self.thread = nil
        done.close()
    }

    /// What the thread made, read by the caller only after `join` (which orders the memory).
    private final class Outcome: @unchecked Sendable {
        var result: Result<MPVClient, MPVError>?

        func run(options: [(String, String)]) {
            result = Result { () throws(MPVError) in
                let client = try MPVClient()
                for (name, value) in options { try client.setOption(name, value) }
                try client.initialize()
                return client
            }
        }
    }
}
