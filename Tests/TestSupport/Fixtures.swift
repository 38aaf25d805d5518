import Foundation

/// Locates the files tests read: the shared real recordings beside the repository and
/// the repository's own files.
public enum Fixtures {
    /// The repository's top folder (the one holding Package.swift).
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The shared folder: `$TOUCHMPV_SHARED` when set, else `../shared` beside the repository.
    public static let sharedDirectory: URL = {
        if let override = ProcessInfo.processInfo.environment["TOUCHMPV_SHARED"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared")
    }()

    /// The folder of real evemu recordings from real touchscreens.
    public static let recordingsDirectory = sharedDirectory.appendingPathComponent("fixtures/recordings")

    /// The path of the recording file `name` (e.g. "atmel-maxtouch.1-finger-fast-taps.evemu").
    public static func recording(_ name: String) -> String {
        recordingsDirectory.appendingPathComponent(name).path
    }

    /// The built `touchmpv` executable of the current build configuration.
    public static var touchmpvExecutable: String {
        let candidates = [".build/debug/touchmpv", ".build/release/touchmpv"]
            .map { repositoryRoot.appendingPathComponent($0).path }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
    }
}
