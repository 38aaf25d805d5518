import ConfigurationFiles
import Foundation
import MPVPlayer
import SystemCalls
import TestSupport
import Testing
import Thumbnails

/// The thumbnail core on real libmpv and real media made by ffmpeg: the picture it gives
/// for a target is the clip's frame there, scaled; media without pictures gives none and
/// says why.
@Suite(.serialized) struct ThumbnailCoreTests {
    /// A 1280×720 clip whose frames are one grey each second, 30 levels apart (so a
    /// picture names the second it shows), with a key frame every `keyFrameSeconds`
    /// seconds (and nowhere else).
    static func clip(in folder: TemporaryFolder, keyFrameSeconds: Int = 1) throws -> String {
        let path = folder.path("clip-\(keyFrameSeconds).mp4")
        try FFmpeg.run([
            "-f", "lavfi", "-i", "color=c=black:size=1280x720:rate=10,geq=lum='16+floor(T)*25':cb=128:cr=128", "-t", "8",
            "-c:v", "libx264", "-preset", "ultrafast", "-g", String(10 * keyFrameSeconds), "-keyint_min",
            String(10 * keyFrameSeconds), "-sc_threshold", "0", path,
        ])
        return path
    }

    /// ffmpeg's own decoding of the frame at `seconds`, scaled to `width`×`height`, as bgr0.
    static func reference(_ path: String, at seconds: Double, width: Int, height: Int, in folder: TemporaryFolder) throws -> [UInt8] {
        let output = folder.path("frame-\(seconds).raw")
        try FFmpeg.run([
            "-ss", String(seconds), "-i", path, "-frames:v", "1", "-vf", "scale=\(width):\(height)", "-f", "rawvideo", "-pix_fmt",
            "bgr0", output,
        ])
        return Array(try Data(contentsOf: URL(fileURLWithPath: output)))
    }

    /// A core for `path`, its player started as touchmpv starts it (waiting for the start).
    static func core(_ path: String, width: Int, keptPictures: Int, memory: Int = ThumbnailSettings.defaultMemory) throws -> ThumbnailCore {
        try ThumbnailCore(
            path: path, client: ThumbnailCore.start(width: width, memory: memory).finish(), exact: false, keptPictures: keptPictures,
            memory: memory)
    }

    /// Waits on the core's wakeup descriptor until it gives a picture or fails.
    static func picture(from core: ThumbnailCore) -> (target: Double, frame: MPVRawFrame)? {
        let deadline = MonotonicClock.nanoseconds() + 30_000_000_000
        while MonotonicClock.nanoseconds() < deadline, core.failure == nil {
            _ = try? Poll.readable([core.wakeupDescriptor], timeout: 1000)
            if let picture = core.handleEvents() { return picture }
        }
        return nil
    }

    /// The mean difference per colour byte of two bgr0 pictures of the same size.
    static func difference(_ frame: MPVRawFrame, _ reference: [UInt8]) -> Double {
        var total = 0
        var count = 0
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                for channel in 0..<3 {
                    let ours = Int(frame.bytes[row * frame.stride + column * 4 + channel])
                    let theirs = Int(reference[(row * frame.width + column) * 4 + channel])
                    total += abs(ours - theirs)
                    count += 1
                }
            }
        }
        return Double(total) / Double(count)
    }

    @Test func thePictureForATargetIsTheClipsFrameThere() throws {
        let folder = try TemporaryFolder()
        let clip = try Self.clip(in: folder)
        let core = try Self.core(clip, width: 256, keptPictures: ThumbnailSettings.defaultKeptPictures)
        #expect(core.request(3) == nil)
        let picture = try #require(Self.picture(from: core), "no picture: \(core.failure ?? "")")
        #expect(picture.target == 3)
        #expect(picture.frame.width == 256 && picture.frame.height == 144, "\(picture.frame.width)×\(picture.frame.height)")
        #expect(picture.frame.format == "bgr0")
        let atThree = try Self.reference(clip, at: 3, width: 256, height: 144, in: folder)
        let atSix = try Self.reference(clip, at: 6, width: 256, height: 144, in: folder)
        let same = Self.difference(picture.frame, atThree)
        let other = Self.difference(picture.frame, atSix)
        #expect(same < 4, "differs from the frame at 3 s by \(same) per byte")
        #expect(other > 50, "differs from the frame at 6 s by only \(other) per byte")

        // The next target, and a target left before its picture came: only the latest shows.
        #expect(core.request(5) == nil)
        #expect(core.request(6) == nil)
        let next = try #require(Self.picture(from: core))
        #expect(next.target == 6)
        #expect(Self.difference(next.frame, atSix) < 4)
    }

    /// Waits on the core's wakeup descriptor until what it knows of key frames satisfies
    /// `done`.
    static func waitUntil(_ core: ThumbnailCore, _ done: (KeyFrameMap) -> Bool) -> Bool {
        let deadline = MonotonicClock.nanoseconds() + 30_000_000_000
        while MonotonicClock.nanoseconds() < deadline, core.failure == nil, !done(core.keyFrames) {
            _ = try? Poll.readable([core.wakeupDescriptor], timeout: 1000)
            _ = core.handleEvents()
        }
        return done(core.keyFrames)
    }

    @Test func targetsNearARestingFingerAreAnsweredFromTheKeyFramesDecodedAhead() throws {
        let folder = try TemporaryFolder()
        let clip = try Self.clip(in: folder, keyFrameSeconds: 2)
        let core = try Self.core(clip, width: 128, keptPictures: ThumbnailSettings.defaultKeptPictures)
        let frames = try [0, 2, 4, 6].map { try Self.reference(clip, at: Double($0), width: 128, height: 72, in: folder) }
        /// The key frame (seconds) whose reference `frame` is nearest, and how near.
        func keyFrame(of frame: MPVRawFrame) -> (seconds: Int, difference: Double) {
            let differences = frames.map { Self.difference(frame, $0) }
            let nearest = differences.indices.min { differences[$0] < differences[$1] }!
            return (2 * nearest, differences[nearest])
        }
        #expect(core.request(3.5) == nil)
        let rest = try #require(Self.picture(from: core), "no picture: \(core.failure ?? "")")
        // The key frame before 3.5 is at 2 s.
        #expect(keyFrame(of: rest.frame).seconds == 2)
        #expect(keyFrame(of: rest.frame).difference < 8)
        // 2 … 3.5 show the same key frame: from memory, at once.
        let same = try #require(core.request(2.5))
        #expect(same.target == 2.5 && same.frame == rest.frame)
        // Resting there, the core decodes the key frames after and before, to the ends:
        // a forward search past 6 reaches the end, so 6 is the last key frame.
        let known = Self.waitUntil(core) { $0.kept == [0, 2, 4, 6] && $0.prefetch(around: 3.5) == nil }
        #expect(known, "keeps \(core.keyFrames.kept.sorted())")
        for (target, seconds) in [(4.9, 4), (1.2, 0)] {
            let kept = try #require(core.request(target), "\(target) not from memory")
            #expect(kept.target == target)
            #expect(keyFrame(of: kept.frame).seconds == seconds, "\(target)")
            #expect(keyFrame(of: kept.frame).difference < 8, "\(target)")
        }
        // Past the last key frame only what a seek reached is known (a file cut short
        // decodes nothing there): 7.5 is sought, and lands on 6; then 7.2 is from memory.
        #expect(core.request(7.5) == nil, "7.5 answered from memory")
        let last = try #require(Self.picture(from: core))
        #expect(last.target == 7.5 && keyFrame(of: last.frame).seconds == 6)
        #expect(core.request(7.2)?.frame == last.frame, "7.2 not from memory")
    }

    /// Waits on the core's wakeup descriptor until nothing asked of it is under way.
    static func waitUntilIdle(_ core: ThumbnailCore) -> Bool {
        let deadline = MonotonicClock.nanoseconds() + 30_000_000_000
        while MonotonicClock.nanoseconds() < deadline, core.failure == nil, !core.idle {
            _ = try? Poll.readable([core.wakeupDescriptor], timeout: 1000)
            _ = core.handleEvents()
        }
        return core.idle
    }

    /// While another gesture is driven the core asks mpv for nothing ahead: once the step
    /// under way ends it is idle though key frames around the finger are still to decode,
    /// and they are decoded once the gesture ends.
    @Test func decodingAheadWaitsWhileAnotherGestureIsDrivenAndGoesOnAfter() throws {
        let folder = try TemporaryFolder()
        let clip = try Self.clip(in: folder, keyFrameSeconds: 2)
        let core = try Self.core(clip, width: 128, keptPictures: ThumbnailSettings.defaultKeptPictures)
        #expect(core.request(3.5) == nil)
        _ = try #require(Self.picture(from: core), "no picture: \(core.failure ?? "")")
        core.holdAhead()
        #expect(Self.waitUntilIdle(core))
        let held = core.keyFrames.kept
        #expect(core.keyFrames.prefetch(around: 3.5) != nil, "everything decoded ahead already: \(held.sorted())")
        #expect(core.handleEvents() == nil)
        #expect(core.idle && core.keyFrames.kept == held)
        core.releaseAhead()
        #expect(!core.idle)
        let known = Self.waitUntil(core) { $0.kept == [0, 2, 4, 6] && $0.prefetch(around: 3.5) == nil }
        #expect(known, "keeps \(core.keyFrames.kept.sorted())")
    }

    /// The core's player and every thread it starts run at nice `ThumbnailCore.nice`, so
    /// that the kernel serves the run loop and the playing core first; the thread that
    /// asked for the core keeps its own. (Other suites may start threads meanwhile, at
    /// nice 0, and nothing else in the test process changes a thread's priority.)
    @Test func theCoresThreadsRunAtItsNiceValueAndTheCallersDoesNot() throws {
        let folder = try TemporaryFolder()
        let clip = try Self.clip(in: folder)
        let before = Set(ThreadPriority.threads())
        let core = try Self.core(clip, width: 128, keptPictures: ThumbnailSettings.defaultKeptPictures)
        #expect(core.request(3) == nil)
        #expect(Self.picture(from: core) != nil, "no picture: \(core.failure ?? "")")
        let started = Set(ThreadPriority.threads()).subtracting(before)
        let values = started.compactMap { ThreadPriority.niceValue(ofThread: $0) }
        #expect(values.contains(Int(ThumbnailCore.nice)), "nice values \(values)")
        #expect(ThreadPriority.current == 0)
    }

    /// The largest settings (4096 pixels wide, 512 pictures) on a clip with a key frame
    /// each second: the picture is cut down to a quarter of the default 64 MiB, and the
    /// pictures kept, with the one on screen, stay within it wherever the finger rests.
    @Test func withTheLargestSettingsThePicturesKeptStayWithinTheMemory() throws {
        let folder = try TemporaryFolder()
        let clip = try Self.clip(in: folder)
        let memory = ThumbnailSettings.defaultMemory
        let core = try Self.core(clip, width: 4096, keptPictures: 512, memory: memory)
        for target in [3.5, 7.5, 0.5] {
            let kept = core.request(target)
            let shown = try #require(kept ?? Self.picture(from: core), "no picture at \(target): \(core.failure ?? "")")
            // Its pixels; mpv pads each row.
            #expect(
                shown.frame.width < 4096 && shown.frame.width * shown.frame.height * 4 <= memory / 4,
                "\(shown.frame.width)×\(shown.frame.height)")
            let settled = Self.waitUntil(core) { $0.fittingCapacity > 0 && $0.kept.count == $0.fittingCapacity }
            #expect(settled, "keeps \(core.keyFrames.kept.sorted()) of \(core.keyFrames.fittingCapacity)")
            #expect(
                core.keyFrames.keptBytes + shown.frame.bytes.count <= memory, "keeps \(core.keyFrames.keptBytes) bytes at \(target)")
        }
    }

    @Test func withNoCacheEveryTargetDecodesItsOwnPictureAndNothingAhead() throws {
        let folder = try TemporaryFolder()
        let clip = try Self.clip(in: folder, keyFrameSeconds: 2)
        let core = try Self.core(clip, width: 128, keptPictures: 0)
        #expect(core.request(3.5) == nil)
        let rest = try #require(Self.picture(from: core), "no picture: \(core.failure ?? "")")
        #expect(rest.target == 3.5)
        // 2.5 shows the same key frame (2 s), yet it is not answered from memory: the core
        // seeks again, and keeps nothing while the finger rested.
        #expect(core.request(2.5)?.target == nil, "2.5 answered from memory")
        let same = try #require(Self.picture(from: core))
        #expect(same.target == 2.5 && same.frame == rest.frame)
        #expect(core.keyFrames.kept.isEmpty, "keeps \(core.keyFrames.kept.sorted())")
    }

    /// Whether a descriptor of this process is open on `path`.
    static func isOpen(_ path: String) throws -> Bool {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").contains {
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)")) == path
        }
    }

    @Test func aCoreShutDownInTheBackgroundHasLetGoOfItsFileOnceJoined() throws {
        let folder = try TemporaryFolder()
        let clip = try Self.clip(in: folder)
        let core = try Self.core(clip, width: 128, keptPictures: 0)
        #expect(core.request(2) == nil)
        _ = try #require(Self.picture(from: core), "no picture: \(core.failure ?? "")")
        #expect(try Self.isOpen(clip), "the core's demuxer has not the file open")
        let shutdown = try #require(core.terminateInBackground())
        #expect(core.request(4) == nil)
        shutdown.join()
        #expect(try !Self.isOpen(clip), "the file is still open after the shutdown")
    }

    @Test func aPreviewThatEndsBeforeItsPictureShowsNone() throws {
        let folder = try TemporaryFolder()
        let core = try Self.core(try Self.clip(in: folder), width: 128, keptPictures: ThumbnailSettings.defaultKeptPictures)
        #expect(core.request(2) == nil)
        core.cancel()
        #expect(core.request(4) == nil)
        let picture = try #require(Self.picture(from: core))
        #expect(picture.target == 4)
    }

    @Test func audioWithoutPicturesAndMissingFilesGiveNoneAndSayWhy() throws {
        let folder = try TemporaryFolder()
        let audio = folder.path("tone.mp3")
        try FFmpeg.run(["-f", "lavfi", "-i", "sine=frequency=440:duration=3", audio])
        let silent = try Self.core(audio, width: 128, keptPictures: ThumbnailSettings.defaultKeptPictures)
        #expect(silent.request(1) == nil)
        #expect(Self.picture(from: silent) == nil)
        #expect(silent.failure == "no video")
        let missing = try Self.core(folder.path("gone.mp4"), width: 128, keptPictures: ThumbnailSettings.defaultKeptPictures)
        #expect(missing.request(1) == nil)
        #expect(Self.picture(from: missing) == nil)
        #expect(missing.failure?.hasPrefix("cannot open") == true, "\(missing.failure ?? "nil")")
    }
}
