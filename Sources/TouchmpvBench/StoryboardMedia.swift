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
        try LoopedFilm.make(
            ffmpeg: ffmpeg, workspace: workspace, name: "storyboard-90min", width: 320, height: 180,
            keyFrameFrames: 25 * keyFrameSeconds, stretchSeconds: stretchSeconds, repeats: repeats)
    }
}
