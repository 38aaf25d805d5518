import MPVPlayer
import SystemCalls

#if canImport(Glibc)
    import Glibc
#endif

/// Where `play --control` puts its socket. A PATH with a slash is used as given
/// (`./touchmpv.sock` for the current folder). A bare NAME goes in the user's runtime
/// folder: `$XDG_RUNTIME_DIR` when it is set (an absolute path, the login manager's
/// folder of the user's alone), else the user's folder in the temporary folder
/// (`BuiltInSource.temporaryDirectory`, `/tmp/touchmpv-UID`), made mode 0700 and used
/// only while it is a folder of the user's that no one else may enter, as tmux uses
/// `/tmp/tmux-UID`. So `--control touchmpv.sock` works as written where nothing set the
/// variable (a service, a container, `su`), where `"$XDG_RUNTIME_DIR/touchmpv.sock"`
/// would have made `/touchmpv.sock`.
public enum ControlSocketPath {
    /// The socket's path for `given`, making the fallback folder when it is needed.
    public static func resolve(_ given: String, environment: [String: String]) throws(CommandError) -> String {
        guard !given.contains("/") else { return given }
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
            return (runtime.hasSuffix("/") ? runtime : runtime + "/") + given
        }
        let folder = BuiltInSource.temporaryDirectory
        do throws(Errno) {
            try FileSystem.createDirectory(folder, permissions: 0o700)
        } catch .fileExists {
            // Whose it is is checked below.
        } catch {
            throw CommandError(
                "--control \(given): XDG_RUNTIME_DIR is not set, and \(folder) cannot be made: \(error) (errno \(error.rawValue))",
                status: .runtimeFailure)
        }
        let user = getuid()
        let status = try? FileStatus(linkAt: folder)
        guard let status, status.kind == .directory, status.owner == user, status.permissions & 0o077 == 0 else {
            let found = status.map { "owner \($0.owner), mode \(String($0.permissions, radix: 8))" } ?? "it cannot be examined"
            throw CommandError(
                "--control \(given): XDG_RUNTIME_DIR is not set, and \(folder) is not a folder of user \(user) that only it "
                    + "may enter (\(found)); set XDG_RUNTIME_DIR or give a PATH with a /",
                status: .badInput)
        }
        return folder + "/" + given
    }
}
