import SystemCalls
import ToolSupport

/// Section 5, the reference: the same targets through thumbfast's method (po5/thumbfast,
/// the mpv script most mpv users have for this). It runs a second `mpv` process, paused,
/// that encodes each frame it shows into one file (`--ovc=rawvideo --of=image2
/// --ofopts=update=1 --o=FILE`, its video scaled to the same 256 pixels and converted to
/// BGRA), with the options thumbfast starts it with, and seeks it over its JSON IPC
/// (`seek T absolute+keyframes`, thumbfast's fast seek); thumbfast learns of a new frame
/// by finding the file again at the size of a whole picture (it moves the file away each
/// time it takes one), checked every 1/60 s.
///
/// The benchmark does the same with a finer clock: the file is removed before the seek,
/// and from just before the seek's send it is looked at every 0.5 ms until it holds a
/// whole picture that differs from the last one; the time is that of the look that found
/// it. So the figures are what thumbfast's method takes at best, without its timer's up to
/// 16.7 ms, and without its `overlay-add`. Between targets it rests `PreviewPan.rest`, as
/// touchmpv's section does (thumbfast decodes nothing ahead, so its figures do not depend
/// on it).
struct ThumbfastComparison {
    struct Result {
        /// Milliseconds from the seek's send to the new picture in the file, one per target.
        var samples: [Double] = []
        /// Targets whose picture did not come within 5 s.
        var missed = 0
    }

    let mpv: String
    let workspace: Workspace
    let media: String
    /// The pictures' width in pixels (touchmpv's, without a window).
    let width: Int

    func measure() throws(BenchError) -> Result {
        let picture = workspace.path("thumbfast.bgra")
        let socket = workspace.path("thumbfast.sock")
        let height = (ThumbnailMedia.height * width / ThumbnailMedia.width + 1) / 2 * 2
        let process = try ChildProcess(
            [
                mpv, "--no-config", "--msg-level=all=no", "--idle", "--pause", "--keep-open=always", "--really-quiet", "--no-terminal",
                "--load-scripts=no", "--osc=no", "--ytdl=no", "--load-stats-overlay=no", "--load-osd-console=no",
                "--load-auto-profiles=no", "--no-sub", "--no-audio", "--start=\(PreviewPan.start)", "--hr-seek=no",
                "--demuxer-readahead-secs=0", "--demuxer-max-bytes=128KiB", "--vd-lavc-skiploopfilter=all",
                "--vd-lavc-software-fallback=1", "--vd-lavc-fast", "--vd-lavc-threads=2", "--hwdec=no",
                "--vf=scale=w=\(width):h=\(height),format=bgra", "--sws-scaler=fast-bilinear", "--sws-allow-zimg=no",
                "--ovc=rawvideo", "--of=image2", "--ofopts=update=1", "--o=\(picture)", "--input-ipc-server=\(socket)", media,
            ], logPath: workspace.path("thumbfast.log"))
        let ipc = try BenchError.ipc { () throws(MPVIPCError) in try MPVIPCClient(path: socket, connectingWithin: .seconds(20)) }
        let size = Int64(width * height * 4)
        guard var last = newPicture(at: picture, size: size, differingFrom: [], within: 20) else {
            throw BenchError("thumbfast's mpv wrote no picture of \(size) bytes to \(picture) (see \(workspace.path("thumbfast.log")))")
        }
        var result = Result()
        for level in PreviewPan.levels {
            MonotonicClock.sleep(microseconds: PreviewPan.rest)
            FileSystem.remove(picture)
            let sent = MonotonicClock.nanoseconds()
            try BenchError.ipc { () throws(MPVIPCError) in
                try ipc.send(["seek", PreviewPan.start + PreviewPan.offset(level), "absolute+keyframes"])
            }
            if let found = newPicture(at: picture, size: size, differingFrom: last.bytes, within: 5) {
                result.samples.append(Double(found.at - sent) / 1e6)
                last = found
            } else {
                result.missed += 1
            }
        }
        try process.stop()
        return result
    }

    /// Looks at `path` every 0.5 ms until it holds `size` bytes other than `previous`;
    /// the bytes and when the look began, nil after `seconds`.
    private func newPicture(at path: String, size: Int64, differingFrom previous: [UInt8], within seconds: Double) -> (
        bytes: [UInt8], at: UInt64
    )? {
        let deadline = MonotonicClock.deadline(seconds: seconds)
        while MonotonicClock.nanoseconds() < deadline {
            let look = MonotonicClock.nanoseconds()
            if (try? FileStatus(path: path))?.size == size, let bytes = try? FileSystem.contents(of: path), bytes.count == size,
                bytes != previous
            {
                return (bytes, look)
            }
            MonotonicClock.sleep(microseconds: 500)
        }
        return nil
    }
}
