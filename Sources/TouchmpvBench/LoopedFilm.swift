/// A film made at bench time from `testsrc2`: one stretch encoded (H.264 at 25 fps, a key
/// frame every `keyFrameFrames` frames and no others), then played `repeats` times into
/// the file without encoding again (`-stream_loop`, the key frames keeping their spacing
/// across the joins), so that a long film costs the encoding of one stretch.
enum LoopedFilm {
    /// Makes `NAME.mp4` (and `NAME-stretch.mp4`) in `workspace` with `ffmpeg`; its path.
    static func make(
        ffmpeg: String, workspace: Workspace, name: String, width: Int, height: Int, keyFrameFrames: Int,
        stretchSeconds: Int, repeats: Int
    ) throws(BenchError) -> String {
        let stretch = workspace.path("\(name)-stretch.mp4")
        let path = workspace.path("\(name).mp4")
        let keyInterval = String(keyFrameFrames)
        try run(
            [
                ffmpeg, "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=\(width)x\(height):rate=25", "-t",
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
