import CMPV
import SystemCalls

#if canImport(Glibc)
    import Glibc
#endif

/// A player being created and started on a thread of its own: `mpv_create`, its options
/// and `mpv_initialize` take about 10 ms, which a run loop that must not keep a touch
/// waiting does not spend. `descriptor` becomes readable when the thread is done; then
/// `finish()` gives the player.
public final class MPVClientStart {
    /// Written once by the thread, when it is done.
    private let done: SelfPipe
    private let outcome = Outcome()
    private var thread: BackgroundThread?

    /// Starts a player with `options` (as `MPVClient.setOption` takes them).
    public init(options: [(String, String)]) throws(MPVError) {
        setlocale(LC_NUMERIC, "C")
        do throws(Errno) {
            done = try SelfPipe.open()
        } catch {
            throw MPVError(code: MPV_ERROR_NOMEM.rawValue, operation: "create the start's pipe (\(error))")
        }
        let (outcome, signal) = (outcome, done.writeEnd)
        do throws(Errno) {
            thread = try BackgroundThread {
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
        thread?.join()
        thread = nil
        done.close()
        switch outcome.result {
        case .started(let address): return try MPVClient(adopting: OpaquePointer(bitPattern: address)!)
        case .failed(let error): throw error
        case nil: throw MPVError(code: MPV_ERROR_GENERIC.rawValue, operation: "start the mpv player (finished twice)")
        }
    }

    /// A start never finished: its player, once up, is shut down.
    deinit {
        if thread != nil { _ = try? finish() }
    }

    /// What the thread made, read by the caller only after `join` (which orders the memory).
    private final class Outcome: @unchecked Sendable {
        enum Result {
            case started(Int)
            case failed(MPVError)
        }
        var result: Result?

        func run(options: [(String, String)]) {
            guard let handle = mpv_create() else {
                result = .failed(MPVError(code: MPV_ERROR_NOMEM.rawValue, operation: "create the mpv player"))
                return
            }
            for (name, value) in options {
                let status = mpv_set_option_string(handle, name, value)
                guard status >= 0 else {
                    mpv_terminate_destroy(handle)
                    result = .failed(MPVError(code: status, operation: "set option '\(name)' to '\(value)'"))
                    return
                }
            }
            let status = mpv_initialize(handle)
            guard status >= 0 else {
                mpv_terminate_destroy(handle)
                result = .failed(MPVError(code: status, operation: "initialize mpv"))
                return
            }
            result = .started(Int(bitPattern: handle))
        }
    }
}
