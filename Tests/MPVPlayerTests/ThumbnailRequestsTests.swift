import MPVPlayer
import Testing

/// The thumbnail core's coalescing: only the latest target is decoded, and a picture for
/// a target the finger has left is never shown.
struct ThumbnailRequestsTests {
    @Test func aTargetAskedWhileOpeningIsSoughtOnceOpen() {
        var requests = ThumbnailRequests()
        #expect(requests.request(10) == .nothing)
        #expect(requests.request(20) == .nothing)
        #expect(requests.restarted() == .seek(20))
        #expect(requests.restarted() == .capture)
        #expect(requests.captured() == .show(20))
        #expect(requests.shown == 20)
        // The same target again is already on screen.
        #expect(requests.request(20) == .nothing)
    }

    @Test func targetsPassedWhileSeekingAreSkipped() {
        var requests = ThumbnailRequests()
        #expect(requests.restarted() == .nothing)
        #expect(requests.request(10) == .seek(10))
        #expect(requests.request(11) == .nothing)
        #expect(requests.request(12) == .nothing)
        // The seek to 10 lands, but the finger is at 12: no picture of 10, a seek to 12.
        #expect(requests.restarted() == .seek(12))
        #expect(requests.restarted() == .capture)
        #expect(requests.captured() == .show(12))
    }

    @Test func aPictureTakenForALeftTargetIsNotShown() {
        var requests = ThumbnailRequests()
        _ = requests.restarted()
        #expect(requests.request(10) == .seek(10))
        #expect(requests.restarted() == .capture)
        #expect(requests.request(30) == .nothing)
        #expect(requests.captured() == .seek(30))
        #expect(requests.shown == nil)
    }

    @Test func aLiftDropsWhatIsUnderWayAndThePicture() {
        var requests = ThumbnailRequests()
        _ = requests.restarted()
        #expect(requests.request(10) == .seek(10))
        requests.cancel()
        #expect(requests.restarted() == .nothing)
        #expect(requests.request(10) == .seek(10))
        #expect(requests.restarted() == .capture)
        #expect(requests.captured() == .show(10))
        requests.cancel()
        #expect(requests.shown == nil)
        // A new preview at the same target takes its picture anew (it was removed).
        #expect(requests.request(10) == .seek(10))
    }

    @Test func aFailedCaptureIsNotRetriedButTheNextTargetTries() {
        var requests = ThumbnailRequests()
        _ = requests.restarted()
        _ = requests.request(5)
        _ = requests.restarted()
        requests.failed()
        #expect(requests.captured() == .nothing)
        #expect(requests.request(6) == .seek(6))
    }

    @Test func aTargetWithoutAFrameIsNotRetriedWhileTheFingerStaysButTheLatestTries() {
        var requests = ThumbnailRequests()
        _ = requests.restarted()
        #expect(requests.request(5) == .seek(5))
        #expect(requests.restarted() == .capture)
        #expect(requests.missed()! == (5, .nothing))
        #expect(requests.shown == nil)
        #expect(requests.restarted() == .nothing)
        #expect(requests.missed() == nil)
        // The finger moved on while the picture of 7 was taken: 9 is sought next.
        #expect(requests.request(7) == .seek(7))
        #expect(requests.restarted() == .capture)
        #expect(requests.request(9) == .nothing)
        #expect(requests.missed()! == (7, .seek(9)))
    }

    @Test func eventsThatMatchNoWorkChangeNothing() {
        var requests = ThumbnailRequests()
        #expect(requests.captured() == .nothing)
        #expect(requests.restarted() == .nothing)
        // Open, nothing wanted: a later restart (mpv's own) asks for nothing.
        #expect(requests.restarted() == .nothing)
        #expect(requests.captured() == .nothing)
    }
}
