import Foundation

/// ffmpeg, for media the tests make at test time (`make test` installs it).
public enum FFmpeg {
    /// Runs ffmpeg with `arguments` (quiet, overwriting its output); throws with what
    /// ffmpeg said when it fails.
    public static func run(_ arguments: [String]) throws {
        let ffmpeg = Process()
        ffmpeg.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
        ffmpeg.arguments = ["-hide_banner", "-loglevel", "error", "-y"] + arguments
        let errors = Pipe()
        ffmpeg.standardError = errors
        try ffmpeg.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        ffmpeg.waitUntilExit()
        guard ffmpeg.terminationStatus == 0 else {
            throw FFmpegError(description: "ffmpeg failed (\(ffmpeg.terminationStatus)): " + String(decoding: message, as: UTF8.self))
        }
    }
}

/// Why ffmpeg could not make a file.
public struct FFmpegError: Error, CustomStringConvertible {
    public let description: String
}
