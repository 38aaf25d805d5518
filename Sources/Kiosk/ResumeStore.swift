import SystemCalls

/// The saved position's file (`resume` in the state folder) and the file system calls
/// around it; what the file says is `ResumeRecord`'s business.
public struct ResumeStore: Sendable {
    /// The file's path.
    public let path: String
    private let folder: String

    /// The largest file believed: a record is a few hundred bytes.
    static let sizeLimit = 64 * 1024

    public init(folder: String) {
        self.folder = folder
        path = folder + "/resume"
    }

    /// The state folder, as a service or a user's session has it: `$STATE_DIRECTORY`
    /// (systemd's `StateDirectory=`, its first entry), else `$XDG_STATE_HOME/touchmpv`,
    /// else `$HOME/.local/state/touchmpv`; nil without any of them.
    public static func folder(environment: [String: String]) -> String? {
        func nonEmpty(_ key: String) -> String? { environment[key].flatMap { $0.isEmpty ? nil : $0 } }
        if let state = nonEmpty("STATE_DIRECTORY") { return String(state.split(separator: ":").first ?? "") }
        if let state = nonEmpty("XDG_STATE_HOME") { return state + "/touchmpv" }
        return nonEmpty("HOME").map { $0 + "/.local/state/touchmpv" }
    }

    /// What the file holds.
    public enum Loaded: Equatable, Sendable {
        /// There is no file (nothing was saved yet, or the playlist ended).
        case nothing
        case record(ResumeRecord)
        /// A file that is not a record (cut, emptied, garbage), and why.
        case ignored(String)
    }

    public func load() -> Loaded {
        let bytes: [UInt8]?
        do throws(FileContentsError) {
            bytes = try FileSystem.contents(of: path, limit: Self.sizeLimit)
        } catch .system(.noSuchFileOrDirectory) {
            return .nothing
        } catch {
            return .ignored("\(path): cannot read: \(error)")
        }
        guard let bytes else { return .ignored("\(path): larger than \(Self.sizeLimit) bytes") }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .ignored("\(path): not UTF-8 text") }
        do throws(ResumeRecordError) {
            return .record(try ResumeRecord(parsing: text))
        } catch {
            return .ignored("\(path): \(error)")
        }
    }

    /// Replaces the file with `record` atomically, making the folder (and its parents)
    /// first when it is missing.
    public func save(_ record: ResumeRecord) throws(Errno) {
        guard let text = record.text else { return }
        try FileSystem.createDirectories(folder, permissions: 0o700)
        try AtomicFile.replace(path, with: Array(text.utf8))
    }

    /// Removes the file: the playlist played to its end, and the next start begins it anew.
    public func remove() {
        FileSystem.remove(path)
    }

    /// The regular file at `path`, a relative one made absolute against `folder` (the
    /// folder `play` started in, as mpv reads it); nil for what is no file (a URL, a
    /// device, a path that is gone).
    public static func identity(of path: String, relativeTo folder: String) -> MediaIdentity? {
        let absolute = path.hasPrefix("/") ? path : (folder.hasSuffix("/") ? folder : folder + "/") + path
        guard let status = try? FileStatus(path: absolute), status.kind == .regular else { return nil }
        return MediaIdentity(path: absolute, size: status.size, modified: status.modified)
    }
}
