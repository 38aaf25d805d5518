import SystemCalls

/// Why `play`'s run loop ended; `PlaySession` turns it into the closing line and the exit
/// status.
public enum PlaybackOutcome: Equatable {
    /// The media played to its end (with `end-of-file = quit`).
    case endOfFile
    /// The script's timeline, deadlines and final cancellation are all done.
    case scriptEnded
    /// A signal (SIGINT, SIGTERM) arrived.
    case signal(Int32)
    /// mpv could not play the media; mpv's reason.
    case playbackFailed(String)
    /// mpv shut down (a `quit` from another client, a key in mpv's window).
    case shutdown
    /// The run loop's wait for input failed with this error, which would not pass.
    case waitFailed(Errno)
}
