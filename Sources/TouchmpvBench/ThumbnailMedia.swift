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
        try LoopedFilm.make(
            ffmpeg: ffmpeg, workspace: workspace, name: "thumbnails-1080p", width: width, height: height,
            keyFrameFrames: 50, stretchSeconds: stretchSeconds, repeats: repeats)
    }
}
