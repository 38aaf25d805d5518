import Testing
import Thumbnails

/// The thumbnail core's coalescing: only the latest target is decoded, and a picture for
/// a target the finger has left is never shown.
struct ThumbnailRequestsTests {
    @Test func aTargetAskedWhileOpeningIsSoughtOnceOpen() {
        var requests = ThumbnailRequests()
        #expect(requests.request(10) == .nothing)
        #expect(requests.request(20) == .nothing)
        #expect(requests.restarted() == .seek(20))
        #expect(requests.restarted() == .capture)
        #expect(requests.captured(landed: nil, bytes: 1) == .show(20))
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
        #expect(requests.captured(landed: nil, bytes: 1) == .show(12))
    }

    @Test func aPictureTakenForALeftTargetIsNotShown() {
        var requests = ThumbnailRequests()
        _ = requests.restarted()
        #expect(requests.request(10) == .seek(10))
        #expect(requests.restarted() == .capture)
        #expect(requests.request(30) == .nothing)
        #expect(requests.captured(landed: nil, bytes: 1) == .seek(30))
        #expect(requests.shown == nil)
        #expect(requests.restarted() == .capture)
        #expect(requests.captured(landed: nil, bytes: 1) == .show(30))
    }

    @Test func aLiftDropsWhatIsUnderWayAndThePicture() {
        var requests = ThumbnailRequests()
        _ = requests.restarted()
        #expect(requests.request(10) == .seek(10))
        requests.cancel()
        #expect(requests.restarted() == .nothing)
        #expect(requests.request(10) == .seek(10))
        #expect(requests.restarted() == .capture)
        #expect(requests.captured(landed: nil, bytes: 1) == .show(10))
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
        #expect(requests.captured(landed: nil, bytes: 1) == .nothing)
        #expect(requests.request(6) == .seek(6))
    }

    @Test func aTargetWithoutAFrameIsNotRetriedWhileTheFingerStaysButTheLatestTries() {
        var requests = ThumbnailRequests()
        _ = requests.restarted()
        #expect(requests.request(5) == .seek(5))
        #expect(requests.restarted() == .capture)
        #expect(requests.landedAtEnd() == (5, .nothing))
        #expect(requests.resume() == .nothing)
        #expect(requests.shown == nil)
        #expect(requests.restarted() == .nothing)
        #expect(requests.landedAtEnd() == (nil, .nothing))
        // The finger moved on while the picture of 7 was taken: 9 is sought next.
        #expect(requests.request(7) == .seek(7))
        #expect(requests.restarted() == .capture)
        #expect(requests.request(9) == .nothing)
        #expect(requests.landedAtEnd() == (7, .seek(9)))
    }

    @Test func eventsThatMatchNoWorkChangeNothing() {
        var requests = ThumbnailRequests()
        #expect(requests.captured(landed: nil, bytes: 1) == .nothing)
        #expect(requests.restarted() == .nothing)
        // Open, nothing wanted: a later restart (mpv's own) asks for nothing.
        #expect(requests.restarted() == .nothing)
        #expect(requests.captured(landed: nil, bytes: 1) == .nothing)
    }

    /// A clip whose key frames are every 2 s, as the core sees it: where a key-frame seek
    /// (absolute: the key frame at or before; forward: the first after) lands.
    static func landing(_ step: ThumbnailRequests.Step, from position: Double) -> Double {
        switch step {
        case .seek(let time): (time / 2).rounded(.down) * 2
        case .seekForward(let seconds): ((position + seconds) / 2).rounded(.up) * 2
        default: position
        }
    }

    /// Plays the core's part on that clip from an idle core, each picture `bytes` long,
    /// until the requests ask for nothing more; the seeks sent, in order.
    static func settle(_ requests: inout ThumbnailRequests, at position: inout Double, bytes: Int = 1) -> [ThumbnailRequests.Step] {
        var sent: [ThumbnailRequests.Step] = []
        var step = requests.resume()
        while sent.count < 100 {
            switch step {
            case .seek, .seekForward:
                sent.append(step)
                position = landing(step, from: position)
                #expect(requests.restarted() == .capture)
                step = requests.captured(landed: position, bytes: bytes)
            default: return sent
            }
        }
        return sent
    }

    /// Requests keeping four pictures, showing 7.5, whose seek landed on the key frame at 6.
    static func showingSevenAndAHalf() -> ThumbnailRequests {
        var requests = ThumbnailRequests(keptPictures: 4)
        _ = requests.restarted()
        #expect(requests.request(7.5) == .seek(7.5))
        #expect(requests.restarted() == .capture)
        #expect(requests.captured(landed: 6, bytes: 1) == .show(7.5))
        return requests
    }

    @Test func aTargetInAKnownKeyFramesStretchIsAnsweredFromMemory() {
        var requests = Self.showingSevenAndAHalf()
        // The seek for 7.5 landed on the key frame at 6: 6 … 7.5 show it.
        #expect(requests.keyFrames.keyFrame(showing: 6.5) == 6)
        #expect(requests.keyFrames.keyFrame(showing: 7.9) == nil)
        #expect(requests.keyFrames.keyFrame(showing: 5.9) == nil)
        #expect(requests.request(6.5) == .showKept(target: 6.5, keyFrame: 6))
        #expect(requests.shown == 6.5)
        #expect(requests.request(7.9) == .seek(7.9))
    }

    @Test func aRestingFingerDecodesTheNeighbouringKeyFramesOneSideThenTheOther() {
        var requests = Self.showingSevenAndAHalf()
        // Shown: now the key frame after 6 (a forward search from just after it), the one
        // before, the one after 8; four pictures kept, then nothing.
        var position = 6.0
        var sent = Self.settle(&requests, at: &position)
        #expect(
            sent == [.seekForward(6 + KeyFrameMap.epsilon - 6), .seek(6 - KeyFrameMap.epsilon), .seekForward(8 + KeyFrameMap.epsilon - 4)])
        #expect(requests.keyFrames.kept == [4, 6, 8, 10])
        // 8 … 9.9 are known to show 8, 4 … 5.9 to show 4: from memory.
        #expect(requests.request(9.5) == .showKept(target: 9.5, keyFrame: 8))
        #expect(requests.request(4.2) == .showKept(target: 4.2, keyFrame: 4))
        // Resting on 4.2: the key frame before 4 comes next; beyond four, the farthest goes.
        sent = Self.settle(&requests, at: &position)
        #expect(sent == [.seek(4 - KeyFrameMap.epsilon)])
        #expect(requests.keyFrames.kept == [2, 4, 6, 8])
    }

    /// The pictures are kept by their bytes: with room for three and a half pictures of
    /// 1000 bytes, two are kept beside the one on screen, whatever the count allows, and
    /// decoding ahead stops there; a new one pushes out the farthest.
    @Test func theKeptPicturesFitInTheMemoryBesideTheOneOnScreen() {
        var requests = ThumbnailRequests(keptPictures: 512, memory: 3500)
        _ = requests.restarted()
        #expect(requests.request(7.5) == .seek(7.5))
        #expect(requests.restarted() == .capture)
        #expect(requests.captured(landed: 6, bytes: 1000) == .show(7.5))
        var position = 6.0
        let sent = Self.settle(&requests, at: &position, bytes: 1000)
        #expect(sent == [.seekForward(6 + KeyFrameMap.epsilon - 6)])
        #expect(requests.keyFrames.kept == [6, 8])
        #expect(requests.keyFrames.keptBytes == 2000)
        #expect(requests.request(20.5) == .seek(20.5))
        #expect(requests.restarted() == .capture)
        #expect(requests.captured(landed: 20, bytes: 1000) == .show(20.5))
        #expect(requests.keyFrames.kept == [8, 20])
        #expect(requests.keyFrames.keptBytes + 1000 <= 3500)
    }

    /// A forward search from the last key frame ends at the end of the stream, but the
    /// frames after that key frame may end long before the length the file claims (a file
    /// cut short: 12.5 s of 120): it shows only the targets whose seeks landed on it, and a
    /// target past them is sought, where a file cut short finds no frame.
    @Test func theLastKeyFrameReachesOnlyAsFarAsItsSeeksLanded() {
        var map = KeyFrameMap(capacity: 8)
        map.landed(on: 12, seeking: 12.4)
        map.link(12, to: nil)
        #expect(map.keyFrame(showing: 12.4) == 12)
        #expect(map.keyFrame(showing: 94) == nil)
        // In a whole file, the seek for 13 lands on 12: from then on, 13 is known.
        map.landed(on: 12, seeking: 13)
        #expect(map.keyFrame(showing: 13) == 12)
    }

    /// A picture that does not fit beside the one on screen is not kept, and nothing is
    /// decoded ahead.
    @Test func picturesTooLargeForTheMemoryAreNotKept() {
        var map = KeyFrameMap(capacity: 56, memory: 3500)
        map.landed(on: 6, seeking: 7.5)
        map.keep(6, bytes: 2000, near: 7.5)
        #expect(map.kept.isEmpty)
        #expect(map.keptBytes == 0)
        #expect(map.prefetch(around: 7.5) == nil)
    }

    @Test func aNewTargetPreemptsPrefetchingAndTheStartAndEndStopIt() {
        var requests = ThumbnailRequests(keptPictures: 8)
        _ = requests.restarted()
        #expect(requests.request(2.5) == .seek(2.5))
        _ = requests.restarted()
        #expect(requests.captured(landed: 2, bytes: 1) == .show(2.5))
        #expect(requests.resume() == .seekForward(2 + KeyFrameMap.epsilon - 2))
        // The finger moves on while the search is under way: its landing is not taken,
        // the new target is sought next.
        #expect(requests.request(30.5) == .nothing)
        #expect(requests.restarted() == .seek(30.5))
        #expect(requests.restarted() == .capture)
        #expect(requests.captured(landed: 30, bytes: 1) == .show(30.5))
        // Back near 2, from memory; the core stands at 30, so it first seeks back to 2 for
        // the forward search. One that reaches the end of the stream means 2 is the last
        // key frame; before 0 there is nothing to seek (a negative time counts from the end).
        #expect(requests.request(2.1) == .showKept(target: 2.1, keyFrame: 2))
        #expect(requests.resume() == .seek(2))
        #expect(requests.restarted() == .capture)
        #expect(requests.captured(landed: 2, bytes: 1) == .seekForward(2 + KeyFrameMap.epsilon - 2))
        #expect(requests.restarted() == .capture)
        #expect(requests.landedAtEnd() == (nil, .seek(2 - KeyFrameMap.epsilon)))
        #expect(requests.restarted() == .capture)
        #expect(requests.captured(landed: 0, bytes: 1) == .nothing)
        #expect(requests.resume() == .nothing)
        // The last key frame reaches only as far as its seeks landed (2.5): 2.9 is sought.
        #expect(requests.keyFrames.keyFrame(showing: 2.5) == 2)
        #expect(requests.keyFrames.keyFrame(showing: 2.9) == nil)
        #expect(requests.keyFrames.keyFrame(showing: 1.5) == 0)
        #expect(requests.keyFrames.kept == [0, 2, 30])
    }

    @Test func anotherGestureHoldsTheDecodingAheadButNotTheTargetUntilItEnds() {
        var requests = ThumbnailRequests(keptPictures: 8)
        _ = requests.restarted()
        #expect(requests.request(2.5) == .seek(2.5))
        _ = requests.restarted()
        #expect(requests.captured(landed: 2, bytes: 1) == .show(2.5))
        requests.holdAhead()
        #expect(requests.resume() == .nothing)
        #expect(requests.idle)
        // The target the finger moves to is still sought, and nothing after it.
        #expect(requests.request(30.5) == .seek(30.5))
        #expect(requests.restarted() == .capture)
        #expect(requests.captured(landed: 30, bytes: 1) == .show(30.5))
        #expect(requests.resume() == .nothing)
        #expect(requests.releaseAhead() == .seekForward(30 + KeyFrameMap.epsilon - 30))
        #expect(!requests.idle)
        // A hold ends with the preview too.
        requests.holdAhead()
        requests.cancel()
        #expect(!requests.aheadHeld)
    }

    @Test func withNoPreviewTheStoryboardIsWalkedFromTheFirstKeyFrameToTheLast() {
        var requests = ThumbnailRequests(keptPictures: 8)
        #expect(requests.restarted() == .nothing)
        #expect(requests.walk(true) == .seek(0))
        #expect(requests.restarted() == .capture)
        #expect(requests.captured(landed: 0, bytes: 1) == .seekForward(KeyFrameMap.epsilon))
        #expect(requests.keyFrames.isFirst(0))
        #expect(requests.restarted() == .capture)
        #expect(requests.captured(landed: 2, bytes: 1) == .seekForward(2 + KeyFrameMap.epsilon - 2))
        #expect(requests.keyFrames.next(after: 0) == 2)
        requests.stored(0)
        // A finger lands: the step under way ends, and nothing more is walked.
        #expect(requests.walk(false) == .nothing)
        #expect(requests.restarted() == .capture)
        #expect(requests.captured(landed: 4, bytes: 1) == .nothing)
        #expect(requests.idle)
        // A preview's target comes first; after the lift the walk goes on from where it
        // stands.
        #expect(requests.request(4) == .showKept(target: 4, keyFrame: 4))
        requests.cancel()
        #expect(requests.walk(true) == .seekForward(4 + KeyFrameMap.epsilon - 4))
        #expect(requests.restarted() == .capture)
        #expect(requests.landedAtEnd() == (nil, .nothing))
        #expect(requests.keyFrames.next(after: 4) == .infinity)
        #expect(requests.keyFrames.walk() == nil)
        // Read back, the stored pictures answer at once.
        var next = ThumbnailRequests(keptPictures: 8)
        next.restore(0, next: 2, first: true)
        next.restore(2, next: 4, first: false)
        next.restore(4, next: .infinity, first: false)
        #expect(next.request(3) == .showKept(target: 3, keyFrame: 2))
        #expect(next.keyFrames.walk() == nil)
        #expect(next.lost(2) == .nothing)
        #expect(next.keyFrames.walk() == .keyFrame(2))
    }

    @Test func exactSeeksKeepAndPrefetchNothing() {
        var requests = ThumbnailRequests()
        _ = requests.restarted()
        #expect(requests.request(7.5) == .seek(7.5))
        _ = requests.restarted()
        #expect(requests.captured(landed: 7.5, bytes: 1) == .show(7.5))
        #expect(requests.resume() == .nothing)
        #expect(requests.keyFrames.kept.isEmpty)
        #expect(requests.request(7.6) == .seek(7.6))
    }
}
