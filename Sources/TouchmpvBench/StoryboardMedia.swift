/// The film the storyboard section previews: 90 minutes of 320×180 H.264 at 25 fps with a
/// key frame every 10 s (x264's default `keyint` of 250, common in films), 540 key frames,
/// made with ffmpeg at bench time from `testsrc2`: one 10-minute stretch encoded and played
/// nine times into the file without encoding again (`-stream_loop`, the key frames staying
/// 10 s apart across the joins).
enum StoryboardMedia {
    static let stretchSeconds = 600
    static let repeats = 9
    static let keyFrameSeconds = 10
    /// How many key frames the film has, so how many pictures cover it.
    static let keyFrames = stretchSeconds * repeats / keyFrameSeconds
    /// Where the pans rest: the film's middle, half a second off a key frame.
    static let start = Double(stretchSeconds * repeats / 2) + 0.5

    /// Makes the file in `workspace` with `ffmpeg`; its path.
    static func make(ffmpeg: String, workspace: Workspace) throws(BenchError) -> String {
        let stretch = workspace.path("storyboard-stretch.mp4")
        let path = workspace.path("storyboard-90min.mp4")
        let keyInterval = String(25 * keyFrameSeconds)
        try run(
            [
                ffmpeg, "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=320x180:rate=25", "-t",
                String(stretchSeconds), "-c:v", "libx264", "-preset", "veryfast", "-pix_fmt", "yuv420p", "-g", keyInterval,
                "-keyint_min", keyInterval, "-sc_threshold", "0", stretch,
            ], workspace: workspace)
        try run(
            [ffmpeg, "-nostdin", "-v", "error", "-y", "-stream_loop", String(repeats - 1), "-i", stretch, "-c", "copy", path],
            workspace: workspace)
        return path
    }

    private static func run(_ arguments: [String], workspace: Workspace) throws(BenchError) {
        let process = try ChildProcess(arguments, logPath: workspace.path("ffmpeg.log"))
        let end = try process.wait(seconds: 900)
        guard end.status == 0 else {
            throw BenchError("\(process.commandLine) exited with \(end.status) (see \(workspace.path("ffmpeg.log")))")
        }
    }
}
