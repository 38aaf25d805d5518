import Foundation

/// Temporary files for a test.
enum TemporaryFile {
    /// A new file holding `text`, named with `suffix`.
    static func write(_ text: String, suffix: String) throws -> String {
        let path = NSTemporaryDirectory() + "touchmpv-e2e-\(UUID().uuidString)\(suffix)"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A fresh path in the temporary folder, with nothing at it.
    static func path(suffix: String) -> String {
        NSTemporaryDirectory() + "touchmpv-e2e-\(UUID().uuidString)\(suffix)"
    }
}
