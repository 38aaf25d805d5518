import Testing

@testable import MPVPlayer

/// What `play` makes of mpv's events, without mpv: when playback is over and why, mpv's
/// reason for a failure, when it started, and whether a seek is in flight.
struct PlaybackProgressTests {
    /// MPV_ERROR_LOADING_FAILED.
    static let loadingFailed: Int32 = -13

    static let idle = MPVEvent.propertyChanged(name: "idle-active", value: .flag(true), observerID: 0)

    static func end(_ reason: MPVEndFile.Reason, errorCode: Int32 = 0) -> MPVEvent {
        .endFile(MPVEndFile(reason: reason, errorCode: errorCode))
    }

    static func log(_ text: String) -> MPVEvent {
        .logMessage(MPVLogMessage(prefix: "cplayer", level: "error", text: text + "\n"))
    }

    @Test func mpvIdleAsItStartsIsNotTheEnd() {
        var progress = PlaybackProgress()
        #expect(progress.handle([Self.idle], seeksSent: 0, pending: { [] }) == nil)
        #expect(progress.handle([.startFile, .fileLoaded, .playbackRestarted], seeksSent: 0, pending: { [] }) == nil)
        #expect(progress.hasStarted)
        #expect(progress.handle([Self.end(.endOfFile), Self.idle], seeksSent: 0, pending: { [] }) == .endOfFile)
    }

    @Test func thePlaylistsLastEntryDecides() {
        var failedFirst = PlaybackProgress()
        let events = [
            MPVEvent.startFile, Self.end(.error, errorCode: Self.loadingFailed), .startFile, Self.end(.endOfFile), Self.idle,
        ]
        #expect(failedFirst.handle(events, seeksSent: 0, pending: { [] }) == .endOfFile)
        var stopped = PlaybackProgress()
        #expect(stopped.handle([.startFile, Self.end(.stopped), Self.idle], seeksSent: 0, pending: { [] }) == .shutdown)
        var shutDown = PlaybackProgress()
        #expect(shutDown.handle([.shutdown], seeksSent: 0, pending: { [] }) == .shutdown)
    }

    /// `play DIR` with a text file among the media (sorted last): mpv skips it, and so
    /// does the outcome. An entry that fails after it began playing is still a failure,
    /// and so is a playlist none of whose entries could be played.
    @Test func anEntryThatCannotBeLoadedAfterOneHasPlayedIsSkipped() {
        let played: [MPVEvent] = [.startFile, .fileLoaded, .playbackRestarted, Self.end(.endOfFile)]
        let unloadable = [MPVEvent.startFile, Self.end(.error, errorCode: Self.loadingFailed)]
        var skipped = PlaybackProgress()
        #expect(skipped.handle(played + unloadable + [Self.idle], seeksSent: 0, pending: { [] }) == .endOfFile)
        var failedWhilePlaying = PlaybackProgress()
        let broken = [MPVEvent.startFile, .fileLoaded, .playbackRestarted, Self.end(.error, errorCode: -17), Self.idle]
        #expect(failedWhilePlaying.handle(played + broken, seeksSent: 0, pending: { [] }) == .playbackFailed("unrecognized file format"))
        var nothingPlayed = PlaybackProgress()
        #expect(
            nothingPlayed.handle(unloadable + unloadable + [Self.idle], seeksSent: 0, pending: { [] }) == .playbackFailed("loading failed"))
    }

    /// A kiosk's run goes on past mpv going idle once something played (its loop comes
    /// back), but a loop that never played still ends it.
    @Test func withoutEndingWhenIdleOnlyIdleBeforeAnythingPlayedEnds() {
        let played: [MPVEvent] = [.startFile, .fileLoaded, .playbackRestarted, Self.end(.stopped)]
        var kiosk = PlaybackProgress(endsWhenIdle: false)
        #expect(
            kiosk.handle(played + [.startFile, Self.end(.error, errorCode: Self.loadingFailed), Self.idle], seeksSent: 0, pending: { [] })
                == nil)
        var broken = PlaybackProgress(endsWhenIdle: false)
        let unloadable = [MPVEvent.startFile, Self.end(.error, errorCode: Self.loadingFailed), Self.idle]
        #expect(broken.handle(unloadable, seeksSent: 0, pending: { [] }) == .playbackFailed("loading failed"))
        #expect(kiosk.handle([.shutdown], seeksSent: 0, pending: { [] }) == .shutdown)
    }

    @Test func aFailureCarriesMpvsLastErrorLineEvenWhenItComesLater() {
        var logged = PlaybackProgress()
        let before = [MPVEvent.startFile, Self.log("Failed to open a.mkv."), Self.end(.error, errorCode: Self.loadingFailed), Self.idle]
        #expect(logged.handle(before, seeksSent: 0, pending: { [] }) == .playbackFailed("loading failed (Failed to open a.mkv.)"))
        // libmpv hands out end-file before the log line that explains it: the line may be
        // later in the batch, or still in libmpv's queue.
        var inBatch = PlaybackProgress()
        let after = [MPVEvent.startFile, Self.end(.error, errorCode: Self.loadingFailed), Self.idle, Self.log("Failed to open b.mkv.")]
        #expect(inBatch.handle(after, seeksSent: 0, pending: { [] }) == .playbackFailed("loading failed (Failed to open b.mkv.)"))
        var queued = PlaybackProgress()
        let failed = [MPVEvent.startFile, Self.end(.error, errorCode: Self.loadingFailed), Self.idle]
        #expect(
            queued.handle(failed, seeksSent: 0, pending: { [Self.log("Failed to open c.mkv.")] })
                == .playbackFailed("loading failed (Failed to open c.mkv.)"))
    }

    /// FFmpeg's log is one per process and libmpv gives it to the first core made, so a
    /// line of the thumbnail core's decoder (or any other core's) reaches the playing
    /// core's log: it never explains the playing core's failure.
    @Test func ffmpegsLinesAreNotTheReasonForAFailure() {
        var progress = PlaybackProgress()
        let decoderLine = MPVEvent.logMessage(
            MPVLogMessage(prefix: "ffmpeg/video", level: "error", text: "mpeg4: warning: first frame is no keyframe\n"))
        let failed = [MPVEvent.startFile, Self.log("Failed to open a.mkv."), Self.end(.error, errorCode: Self.loadingFailed), Self.idle]
        #expect(
            progress.handle(failed, seeksSent: 0, pending: { [decoderLine] }) == .playbackFailed("loading failed (Failed to open a.mkv.)"))
    }

    @Test func libmpvsQueueIsReadOnlyForAFailure() {
        var progress = PlaybackProgress()
        var asked = false
        let outcome = progress.handle([.startFile, Self.end(.endOfFile), Self.idle], seeksSent: 0) {
            asked = true
            return []
        }
        #expect(outcome == .endOfFile)
        #expect(!asked)
    }

    @Test func aSeekIsInFlightUntilMpvRestartsAfterIt() {
        var progress = PlaybackProgress()
        #expect(!progress.isSeekInFlight(seeksSent: 0))
        #expect(progress.isSeekInFlight(seeksSent: 1))
        _ = progress.handle([.seekStarted], seeksSent: 1, pending: { [] })
        #expect(progress.isSeekInFlight(seeksSent: 1))
        _ = progress.handle([.playbackRestarted], seeksSent: 1, pending: { [] })
        #expect(!progress.isSeekInFlight(seeksSent: 1))
        #expect(progress.isSeekInFlight(seeksSent: 2))
    }
}
