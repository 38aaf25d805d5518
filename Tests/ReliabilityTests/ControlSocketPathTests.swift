import Foundation
import SystemCalls
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Where `play --control` puts its socket: a bare NAME in the user's runtime folder, with
/// or without `$XDG_RUNTIME_DIR`, and a clear error for a folder the socket cannot be
/// made in. Each run is the built executable on the built-in source, in a folder of its
/// own (so that a socket made in the current folder would be seen there, not in the clone).
@Suite(.serialized)
struct ControlSocketPathTests {
    /// Starts `play --control NAME` with `environment`, waits for its socket at
    /// `expected` to answer an `expect` line, and stops it.
    static func playAnswers(at expected: String, name: String, environment: [String: String], folder: TemporaryFolder) throws {
        let run = try TouchmpvRun(
            ["play", "--headless", "--no-mpv-config", "--touch", "none", "--control", name], environment: environment,
            directory: folder.directory)
        let connection = try ControlSocketConnection(path: expected)
        try connection.send("+0 expect mpv:idle-active no\n")
        #expect(try connection.answer() == "ok")
        #expect(run.output.contains(", control socket \(expected)\n"), "\(run.output)")
        run.send(SIGTERM)
        try run.waitForExit()
        #expect(run.status == 0, "\(run.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.directory.path).filter { $0 == name }.isEmpty)
    }

    /// Without `XDG_RUNTIME_DIR` (a service, a container, `su`): the user's folder in the
    /// temporary folder, made mode 0700, as tmux does.
    @Test func aBareNameWithoutARuntimeFolderGoesInTheUsersTemporaryFolder() throws {
        let folder = try TemporaryFolder()
        let temporary = folder.path("tmp")
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
        let expected = temporary + "/touchmpv-\(getuid())/touchmpv.sock"
        try Self.playAnswers(
            at: expected, name: "touchmpv.sock", environment: ["XDG_RUNTIME_DIR": "", "TMPDIR": temporary], folder: folder)
        let made = try FileStatus(linkAt: temporary + "/touchmpv-\(getuid())")
        #expect(made.kind == .directory && made.permissions == 0o700)
    }

    @Test func aBareNameGoesInXDGRuntimeDir() throws {
        let folder = try TemporaryFolder()
        let runtime = folder.path("run")
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: false)
        try Self.playAnswers(
            at: runtime + "/touchmpv.sock", name: "touchmpv.sock", environment: ["XDG_RUNTIME_DIR": runtime], folder: folder)
    }

    /// A folder at the fallback's name that others may enter, or a link, is not the
    /// user's private folder: refused, naming it and the variable.
    @Test func aFallbackFolderOthersMayEnterIsRefused() throws {
        let folder = try TemporaryFolder()
        let temporary = folder.path("tmp")
        let shared = temporary + "/touchmpv-\(getuid())"
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        #expect(chmod(shared, 0o777) == 0)
        let run = try TouchmpvRun.finished(
            ["play", "--headless", "--no-mpv-config", "--touch", "none", "--control", "touchmpv.sock"],
            environment: ["XDG_RUNTIME_DIR": "", "TMPDIR": temporary], directory: folder.directory)
        #expect(run.status == 2)
        #expect(
            run.errors
                == "touchmpv: --control touchmpv.sock: XDG_RUNTIME_DIR is not set, and \(shared) is not a folder of user "
                + "\(getuid()) that only it may enter (owner \(getuid()), mode 777); set XDG_RUNTIME_DIR or give a PATH with a /\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: shared).isEmpty)
    }

    /// A path whose folder does not exist, or is a file: the socket cannot be made
    /// there, said with the folder and errno (root may write anywhere, so a folder's
    /// mode would not stop these tests).
    @Test func aPathInAFolderThatCannotHoldTheSocketIsAClearError() throws {
        let folder = try TemporaryFolder()
        let file = folder.write("", name: "file")
        for (path, reason) in [
            (folder.path("missing/touchmpv.sock"), "No such file or directory (errno 2)"),
            (file + "/touchmpv.sock", "Not a directory (errno 20)"),
        ] {
            let run = try TouchmpvRun.finished(["play", "--headless", "--no-mpv-config", "--touch", "none", "--control", path])
            #expect(run.status == 3)
            #expect(
                run.errors
                    == "touchmpv: --control \(path): cannot make the socket in \((path as NSString).deletingLastPathComponent): \(reason)\n"
            )
        }
    }
}
