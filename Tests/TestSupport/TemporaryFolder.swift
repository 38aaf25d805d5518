import Foundation
import Testing

/// Files the tests make up, each in a temporary folder of its own so that no two tests
/// (nor two runs at once) share a path.
///
/// An instance owns its folder and removes it when it goes away; the static methods make
/// a fresh folder or name per call and leave it to the system's temporary cleaner, for a
/// test that hands the path to a process outliving the call.
public final class TemporaryFolder {
    public let directory: URL

    public init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchmpv-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// The path of `name` in the folder, with nothing written there.
    public func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// Writes `bytes` to the file `name`; its path. A file that cannot be written fails
    /// the test here, with the reason, rather than later as a misleading "cannot read".
    public func write(_ bytes: [UInt8], name: String) -> String {
        let url = directory.appendingPathComponent(name)
        do {
            try Data(bytes).write(to: url)
        } catch {
            Issue.record("cannot write \(url.path): \(error)")
        }
        return url.path
    }

    public func write(_ text: String, name: String) -> String {
        write(Array(text.utf8), name: name)
    }

    /// Writes `prefix`, then `line` repeated until the file holds `size` bytes (the last
    /// copy cut short).
    public func write(repeating line: String, size: Int, name: String, prefix: String = "") throws -> String {
        let path = path(name)
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        let block = Data(String(repeating: line, count: max(1, (1 << 20) / line.utf8.count)).utf8)
        try handle.write(contentsOf: Data(prefix.utf8))
        var written = prefix.utf8.count
        while written < size {
            let chunk = block.prefix(size - written)
            try handle.write(contentsOf: chunk)
            written += chunk.count
        }
        return path
    }

    /// A file named `name` holding `text`, in a fresh folder; its path.
    public static func write(_ text: String, name: String = "test.touch") throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchmpv-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// A new file holding `text`, its name ending in `suffix`.
    public static func write(_ text: String, suffix: String) throws -> String {
        let path = path(suffix: suffix)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A fresh path in the temporary folder, its name ending in `suffix`, with nothing at it.
    public static func path(suffix: String) -> String {
        NSTemporaryDirectory() + "touchmpv-tests-\(UUID().uuidString)\(suffix)"
    }
}
