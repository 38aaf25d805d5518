import MPVPlayer
import SystemCalls

/// Brightness as a Linux backlight: a sysfs folder such as `/sys/class/backlight/NAME`
/// holding `brightness` (written) and `max_brightness` (read), and `bl_power`, written to
/// darken the screen (`setPowered`).
///
/// The gesture scale −100…100 maps linearly onto 0…`max_brightness`
/// (raw = round((value + 100) / 200 · max)), so −100 is the backlight's lowest setting
/// and 100 its highest. The folder is a parameter so tests can use a temporary one.
/// Reading back returns the last value set while the device still holds the raw value
/// written for it, so that rounding to the device's coarser steps does not make the
/// gesture steps drift.
public final class SysfsBacklight: BrightnessControl {
    public let directory: String
    /// The last value set and the raw value written for it.
    private var lastSet: (value: Double, raw: Int)?

    /// Controls the backlight in `directory` (e.g. "/sys/class/backlight/intel_backlight").
    public init(directory: String) {
        self.directory = directory
    }

    /// The backlight shows no mpv OSD of its own.
    public var showsOSDBar: Bool { false }

    /// The backlight's level on the −100…100 scale.
    public func brightness() throws -> Double {
        let maximum = try maximumBrightness()
        let raw = try readInteger("brightness")
        if let lastSet, lastSet.raw == raw { return lastSet.value }
        return Double(raw) / Double(maximum) * 200 - 100
    }

    /// Writes the raw level for `value` to `brightness`.
    public func setBrightness(_ value: Double) throws {
        let maximum = try maximumBrightness()
        let clamped = min(max(value, -100), 100)
        let raw = Int(((clamped + 100) / 200 * Double(maximum)).rounded())
        try writeInteger(raw, to: "brightness")
        lastSet = (clamped, raw)
    }

    /// Powers the backlight up or down through `bl_power` (0 on, 4 off, as the
    /// framebuffer's blanking levels), leaving `brightness` as it was for the light to
    /// come back at.
    public func setPowered(_ powered: Bool) throws {
        try writeInteger(powered ? 0 : 4, to: "bl_power")
    }

    /// Writes `value` as a line to the file `name` of the folder.
    private func writeInteger(_ value: Int, to name: String) throws {
        let path = directory + "/" + name
        do throws(Errno) {
            let descriptor = try FileDescriptor.open(path, .writeOnly, options: .truncate)
            defer { descriptor.close() }
            try descriptor.writeAll(Array("\(value)\n".utf8))
        } catch {
            throw BacklightError(path: path, problem: "cannot write: \(error)")
        }
    }

    /// `max_brightness`, which must be a positive integer.
    private func maximumBrightness() throws -> Int {
        let maximum = try readInteger("max_brightness")
        guard maximum > 0 else {
            throw BacklightError(path: directory + "/max_brightness", problem: "is \(maximum), expected a positive number")
        }
        return maximum
    }

    /// The integer in file `name` of the folder.
    private func readInteger(_ name: String) throws -> Int {
        let path = directory + "/" + name
        // A sysfs attribute is one short line; 64 bytes hold any integer and then some.
        var bytes = [UInt8](repeating: 0, count: 64)
        let count: Int
        do throws(Errno) {
            let descriptor = try FileDescriptor.open(path, .readOnly)
            defer { descriptor.close() }
            count = try bytes.withUnsafeMutableBytes { buffer in Result { () throws(Errno) in try descriptor.read(into: buffer) } }.get()
        } catch {
            throw BacklightError(path: path, problem: "cannot read: \(error)")
        }
        let text = String(decoding: bytes.prefix(count), as: UTF8.self)
        let words = text.split(whereSeparator: \.isWhitespace)
        guard words.count == 1, let value = Int(words[0]) else {
            throw BacklightError(path: path, problem: "holds '\(text.prefix(40))', not a number")
        }
        return value
    }
}

/// A backlight file that could not be read or written.
public struct BacklightError: Error, Sendable, CustomStringConvertible {
    public var path: String
    /// What went wrong with it.
    public var problem: String

    /// "PATH: PROBLEM".
    public var description: String { "\(path): \(problem)" }
}
