import Foundation

/// A clip with something to choose from, made at test time with ffmpeg: 6 s of testsrc,
/// two audio tracks (`eng` "English" and `deu` "Deutsch"), two subtitle tracks muxed from
/// SRT files (`eng` and `fra`, no titles) and three chapters ("Opening" at 0, "The city"
/// at 2 s, "Credits" at 4 s), in Matroska. ffmpeg marks the first track of each kind as
/// the default, so mpv starts with audio 1 and subtitles 1.
public enum ChoicesMedia {
    /// Makes the clip at `path` in `folder` (the SRT and chapter files go there too).
    public static func make(at path: String, in folder: TemporaryFolder) throws {
        let english = folder.write("1\n00:00:00,000 --> 00:00:06,000\nHello\n", name: "eng.srt")
        let french = folder.write("1\n00:00:00,000 --> 00:00:06,000\nBonjour\n", name: "fra.srt")
        let chapters = folder.write(
            ";FFMETADATA1\n"
                + [("Opening", 0), ("The city", 2000), ("Credits", 4000)].map { title, start in
                    "[CHAPTER]\nTIMEBASE=1/1000\nSTART=\(start)\nEND=\(start + 2000)\ntitle=\(title)\n"
                }.joined(),
            name: "chapters.txt")
        let arguments = [
            "-f", "lavfi", "-i", "testsrc=size=64x48:rate=10:duration=6",
            "-f", "lavfi", "-i", "sine=frequency=440:duration=6",
            "-f", "lavfi", "-i", "sine=frequency=660:duration=6",
            "-i", english, "-i", french, "-i", chapters,
            "-map", "0:v", "-map", "1:a", "-map", "2:a", "-map", "3:s", "-map", "4:s", "-map_chapters", "5",
            "-c:v", "mpeg4", "-c:a", "aac", "-c:s", "srt",
            "-metadata:s:a:0", "language=eng", "-metadata:s:a:0", "title=English",
            "-metadata:s:a:1", "language=deu", "-metadata:s:a:1", "title=Deutsch",
            "-metadata:s:s:0", "language=eng", "-metadata:s:s:1", "language=fra",
            path,
        ]
        try FFmpeg.run(arguments)
    }
}
