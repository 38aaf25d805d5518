import Foundation
import Testing

/// Hostile files made in a temporary folder of their own.
final class HostileFiles {
    /// The folder, removed when this goes away.
    let directory: URL

    /// A fresh temporary folder.
    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchmpv-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// Writes `bytes` to the file `name`; its path. A file that cannot be written fails
    /// the test here, with the reason, rather than later as a misleading "cannot read".
    func write(_ bytes: [UInt8], name: String) -> String {
        let url = directory.appendingPathComponent(name)
        do {
            try Data(bytes).write(to: url)
        } catch {
            Issue.record("cannot write \(url.path): \(error)")
        }
        return url.path
    }

    /// Writes `text` to the file `name`; its path.
    func write(_ text: String, name: String) -> String {
        write(Array(text.utf8), name: name)
    }

    /// Writes `prefix`, then `line` repeated until the file holds `size` bytes (the last
    /// copy cut short).
    func write(repeating line: String, size: Int, name: String, prefix: String = "") throws -> String {
        let path = directory.appendingPathComponent(name).path
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
}
