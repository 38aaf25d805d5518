import Foundation
import Kiosk
import MPVPlayer
import TestSupport
import Testing

/// `SysfsBacklight` on a temporary folder laid out like `/sys/class/backlight/NAME`.
struct SysfsBacklightTests {
    /// A fresh backlight folder with `max_brightness` and `brightness`.
    static func folder(maximum: String, current: String) throws -> String {
        let folder = TemporaryFolder.path(suffix: "")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try maximum.write(toFile: folder + "/max_brightness", atomically: true, encoding: .utf8)
        try current.write(toFile: folder + "/brightness", atomically: true, encoding: .utf8)
        return folder
    }

    /// The raw value in the folder's `brightness` file.
    static func raw(_ folder: String) throws -> String {
        try String(contentsOfFile: folder + "/brightness", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func readsTheRawLevelOnTheGestureScale() throws {
        let folder = try Self.folder(maximum: "200\n", current: "150\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try SysfsBacklight(directory: folder).brightness() == 50)
    }

    @Test func writesTheRawLevelScaledToMaxBrightness() throws {
        let folder = try Self.folder(maximum: "255\n", current: "0\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let backlight = SysfsBacklight(directory: folder)
        try backlight.setBrightness(100)
        #expect(try Self.raw(folder) == "255")
        try backlight.setBrightness(-100)
        #expect(try Self.raw(folder) == "0")
        try backlight.setBrightness(10)
        #expect(try Self.raw(folder) == "140")
        #expect(try backlight.brightness() == 10)
    }

    /// Darkening powers the backlight down through `bl_power` (4) and lighting powers it
    /// up (0), leaving the level alone for the light to come back at.
    @Test func powerGoesThroughBlPowerAndKeepsTheLevel() throws {
        let folder = try Self.folder(maximum: "100", current: "70")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "0\n".write(toFile: folder + "/bl_power", atomically: true, encoding: .utf8)
        let backlight = SysfsBacklight(directory: folder)
        try backlight.setPowered(false)
        #expect(try String(contentsOfFile: folder + "/bl_power", encoding: .utf8) == "4\n")
        try backlight.setPowered(true)
        #expect(try String(contentsOfFile: folder + "/bl_power", encoding: .utf8) == "0\n")
        #expect(try Self.raw(folder) == "70")
    }

    @Test func aBlPowerThatCannotBeWrittenSaysWhere() throws {
        let folder = try Self.folder(maximum: "100", current: "70")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/bl_power", withIntermediateDirectories: true)
        #expect {
            try SysfsBacklight(directory: folder).setPowered(false)
        } throws: { error in
            "\(error)" == "\(folder)/bl_power: cannot write: Is a directory"
        }
    }

    @Test func aLevelChangedElsewhereIsReadFromTheDevice() throws {
        let folder = try Self.folder(maximum: "100", current: "50")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let backlight = SysfsBacklight(directory: folder)
        try backlight.setBrightness(20)
        try "25".write(toFile: folder + "/brightness", atomically: true, encoding: .utf8)
        #expect(try backlight.brightness() == -50)
    }

    @Test func aMissingOrBrokenFolderIsAReadableError() throws {
        let missing = SysfsBacklight(directory: "/nonexistent/backlight")
        #expect(throws: BacklightError.self) { try missing.setBrightness(0) }
        let folder = try Self.folder(maximum: "zero", current: "1")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            _ = try SysfsBacklight(directory: folder).brightness()
            Issue.record("a non-numeric max_brightness was accepted")
        } catch let error as BacklightError {
            #expect(error.description == "\(folder)/max_brightness: holds 'zero', not a number")
        }
    }
}
