import Foundation
import TestSupport
import Testing

extension EndToEnd {
    /// `brightness-backend = backlight:NAME`: brightness gestures write the backlight's
    /// sysfs file, scaled to its `max_brightness`, and leave mpv's picture alone.
    @Suite struct PlayBacklightTests {
        @Test func brightnessGesturesWriteTheBacklightFolder() throws {
            let root = TemporaryFolder.path(suffix: "-backlight")
            let device = root + "/panel"
            try FileManager.default.createDirectory(atPath: device, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: root) }
            try "200\n".write(toFile: device + "/max_brightness", atomically: true, encoding: .utf8)
            try "100\n".write(toFile: device + "/brightness", atomically: true, encoding: .utf8)
            let config = try TemporaryFolder.write("brightness-backend = backlight:panel\n", suffix: ".conf")
            let script = try TemporaryFolder.write(
                """
                @200 drag 300 500 300 380
                @700 expect brightness 40
                """, suffix: ".touch")
            let run = try TouchmpvRun.finished(
                ["play", "--headless", "--no-mpv-config", "--config", config, "--script", script],
                environment: ["TOUCHMPV_BACKLIGHT_DIR": root])
            #expect(run.status == 0, "\(run.errors)")
            let raw = try String(contentsOfFile: device + "/brightness", encoding: .utf8)
            #expect(raw.trimmingCharacters(in: .whitespacesAndNewlines) == "140")
            #expect(run.output.contains("brightnessUp    +120     → brightness 40"))
        }
    }
}
