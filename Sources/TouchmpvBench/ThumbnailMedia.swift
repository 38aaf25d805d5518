/// The file the thumbnail sections preview: 1920×1080 H.264 at 25 fps with a key frame
/// every 2 s (what a downloaded film commonly has, and the spacing that makes a key-frame
/// seek land at most 2 s before its target), made with ffmpeg at bench time from
/// `testsrc2`, whose every frame differs from the others.
enum ThumbnailMedia {
    /// Its length in seconds: the pans' targets span 3 … 60 s.
    static let seconds = 64
    static let width = 1920
    static let height = 1080

    /// Makes the file in `workspace` with `ffmpeg`; its path.
    static func make(ffmpeg: String, workspace: Workspace) throws(BenchError) -> String {
        let path = workspace.path("thumbnails-1080p.mp4")
        let process = try ChildProcess(
            [
                ffmpeg, "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=\(width)x\(height):rate=25", "-t",
                String(seconds), "-c:v", "libx264", "-preset", "veryfast", "-pix_fmt", "yuv420p", "-g", "50", "-keyint_min", "50",
                "-sc_threshold", "0", path,
            ], logPath: workspace.path("ffmpeg.log"))
        let end = try process.wait(seconds: 600)
        guard end.status == 0 else {
            throw BenchError("\(process.commandLine) exited with \(end.status) (see \(workspace.path("ffmpeg.log")))")
        }
        return path
    }
}
