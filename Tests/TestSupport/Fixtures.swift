import Foundation

/// Locates the files tests read, all inside the repository: the real recordings in
/// `Tests/Fixtures/recordings` (copied verbatim, with their attribution) and the
/// repository's own files, so a clone on its own runs every test.
public enum Fixtures {
    /// The repository's top folder (the one holding Package.swift).
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The folder of real evemu recordings from real touchscreens.
    public static let recordingsDirectory = repositoryRoot.appendingPathComponent("Tests/Fixtures/recordings")

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
