/// The file the thumbnail sections preview: 1920×1080 H.264 at 25 fps with a key frame
/// every 2 s (what a downloaded film commonly has, and the spacing that makes a key-frame
/// seek land at most 2 s before its target), made with ffmpeg at bench time from
/// `testsrc2`. One stretch of `stretchSeconds` is encoded, in which every frame differs
/// from the others, and played `repeats` times into the file without encoding again
/// (`-stream_loop`, the key frames staying 2 s apart across the joins): a film of 128 key
/// frames, more than twice the 56 pictures touchmpv keeps by default, made in the time of
/// one stretch.
enum ThumbnailMedia {
    static let stretchSeconds = 64
    static let repeats = 4
    /// The file's length in seconds; the pans rest around its middle (`PreviewPan.start`).
    static let seconds = stretchSeconds * repeats
    static let width = 1920
    static let height = 1080

    /// Makes the file in `workspace` with `ffmpeg`; its path.
    static func make(ffmpeg: String, workspace: Workspace) throws(BenchError) -> String {
        let stretch = workspace.path("thumbnails-stretch.mp4")
        let path = workspace.path("thumbnails-1080p.mp4")
        try run(
            [
                ffmpeg, "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=\(width)x\(height):rate=25", "-t",
                String(stretchSeconds), "-c:v", "libx264", "-preset", "veryfast", "-pix_fmt", "yuv420p", "-g", "50", "-keyint_min", "50",
                "-sc_threshold", "0", stretch,
            ], workspace: workspace)
        try run(
            [ffmpeg, "-nostdin", "-v", "error", "-y", "-stream_loop", String(repeats - 1), "-i", stretch, "-c", "copy", path],
            workspace: workspace)
        return path
    }

    private static func run(_ arguments: [String], workspace: Workspace) throws(BenchError) {
        let process = try ChildProcess(arguments, logPath: workspace.path("ffmpeg.log"))
        let end = try process.wait(seconds: 600)
        guard end.status == 0 else {
            throw BenchError("\(process.commandLine) exited with \(end.status) (see \(workspace.path("ffmpeg.log")))")
        }
    }
}
