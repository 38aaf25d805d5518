import Foundation
import TestSupport
import Testing

/// File names the user gives, as messages quote them: each control character written as
/// `\xHH`, and cut at 160 characters with "…", so that a name holding an escape sequence
/// cannot retitle or recolour the terminal, and a long one gives one line.
struct HostileNameTests {
    static let escape = "\u{1b}]0;pwned\u{07}"

    /// Whether `text` holds a control character other than the line break.
    static func holdsControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) }
    }

    @Test func aMissingMediaFileIsQuotedEscapedAndCut() throws {
        let long = "/nonexistent/" + String(repeating: "x", count: 300) + Self.escape + ".mkv"
        let run = try TouchmpvRun.finished(["play", "--headless", "--no-mpv-config", "--touch", "none", long])
        #expect(run.status == 3)
        #expect(run.errors == "touchmpv: cannot play '\(long.prefix(160))…': No such file or directory (errno 2)\n")
        let short = "/nonexistent/" + Self.escape + ".mkv"
        let shortRun = try TouchmpvRun.finished(["play", "--headless", "--no-mpv-config", "--touch", "none", short])
        #expect(shortRun.errors == "touchmpv: cannot play '/nonexistent/\\x1b]0;pwned\\x07.mkv': No such file or directory (errno 2)\n")
        #expect(!Self.holdsControlCharacters(run.errors + run.output + shortRun.errors + shortRun.output))
    }

    @Test func aMissingTouchDeviceIsQuotedEscapedAndCut() throws {
        let device = "/nonexistent/" + Self.escape + String(repeating: "z", count: 300)
        // A media file, so that play does not first generate the built-in source, which
        // says so on standard error where its cache is empty (a fresh machine); mpv never
        // loads it, as the device is opened before the playlist.
        let media = try TemporaryFolder.write("", name: "never-loaded.mkv")
        let run = try TouchmpvRun.finished(["play", "--headless", "--no-mpv-config", "--touch", device, media])
        #expect(run.status == 3)
        let shown = String(device.prefix(160)).replacingOccurrences(of: "\u{1b}", with: "\\x1b").replacingOccurrences(
            of: "\u{07}", with: "\\x07")
        #expect(run.errors.hasPrefix("touchmpv: \(shown)…: "), "\(run.errors)")
        #expect(!run.errors.contains(String(repeating: "z", count: 200)))
        #expect(!Self.holdsControlCharacters(run.errors + run.output))
    }

    @Test(arguments: ["play", "simulate"]) func aConfigurationPathIsQuotedEscapedAndCut(command: String) throws {
        let script = try TemporaryFolder.write("@0 tap 640 360\n", name: "s.touch")
        let config = "/nonexistent/" + Self.escape + String(repeating: "y", count: 300) + ".conf"
        let run = try TouchmpvRun.finished([command, "--script", script, "--config", config] + (command == "play" ? ["--headless"] : []))
        #expect(run.status == 2)
        let shown = String(config.prefix(160)).replacingOccurrences(of: "\u{1b}", with: "\\x1b").replacingOccurrences(
            of: "\u{07}", with: "\\x07")
        #expect(run.errors.contains("\(shown)…: error: cannot read"), "\(run.errors)")
        #expect(!Self.holdsControlCharacters(run.errors + run.output))
    }
}
