import MPVPlayer
import SystemCalls

/// One played file's storyboard in the state folder: `thumbnails/HEX/` (HEX from the
/// file's path, size and modification time, as resume names a file), a picture a file
/// (`StoryboardPicture`, named by its key frame in microseconds), their list (`index`,
/// `StoryboardIndex`), and `identity`: the three in text and the wall-clock time of the
/// last use (a folder's own modification time moves in the kernel's coarse ticks, too
/// coarse to order two uses). Each file is written new beside its name and renamed over it
/// (`TemporaryFile`), so a cut leaves a whole file or the one before; a picture or an
/// index that does not read back whole is ignored with a line. All the storyboards
/// together stay within `budget` bytes: the least recently used files' go first, and a
/// file whose own would not fit stores no more. Opening one reads two small files; what
/// the storyboards take is counted at the first picture written, not at the file's start.
public final class StoryboardStore {
    /// The folder of this file's storyboard.
    public let folder: String
    private let root: String
    private let budget: Int
    /// What the other files' storyboards take, by folder, least recently used first, and
    /// what this file's takes; counted at the first picture written.
    private var sizes: (others: [(folder: String, bytes: Int)], own: Int)?
    /// The pictures stored, by key frame: the index, once read.
    private var entries: [Double: (next: Double, first: Bool)]?

    /// The storyboard of the file at `path` with `size` bytes modified at `modified` (ns)
    /// under `root` (`STATE/thumbnails`), made when missing; throws when the folder cannot
    /// be made or written.
    public init(root: String, path: String, size: Int64, modified: Int64, budget: Int) throws(Errno) {
        let identity = "\(path)\n\(size)\n\(modified)\n"
        self.root = root
        self.budget = budget
        folder = root + "/" + Self.name(of: identity)
        try FileSystem.createDirectories(folder, permissions: 0o700)
        let written = (try? FileSystem.contents(of: folder + "/identity", limit: 1 << 16)) ?? nil
        if let written, !written.starts(with: Array(identity.utf8)) {
            // Another file's (a name shared by two identities): it starts anew.
            for entry in (try? FileSystem.directoryEntries(folder)) ?? [] { FileSystem.remove(folder + "/" + entry) }
        }
        // Rewritten at each use, with the time of the use.
        try Self.write(Array((identity + "used \(LocalClock.realtimeNanoseconds())\n").utf8), to: folder + "/identity")
    }

    /// The pictures stored, from the index (read once: the presenter and its core both
    /// ask); `ignored` is called with a line when the index is not whole (the storyboard
    /// then starts anew).
    public func pictures(ignored: (String) -> Void) -> [StoryboardIndex.Entry] {
        let entries = readIndex(ignored: ignored)
        return entries.map { ($0.key, $0.value.next, $0.value.first) }
    }

    private func readIndex(ignored: (String) -> Void) -> [Double: (next: Double, first: Bool)] {
        if let entries { return entries }
        let path = folder + "/index"
        var read: [Double: (next: Double, first: Bool)] = [:]
        do throws(FileContentsError) {
            let bytes = try FileSystem.contents(of: path, limit: 1 << 24)
            let list = bytes.flatMap { String(validating: $0, as: UTF8.self) }.flatMap(StoryboardIndex.entries)
            if let list {
                for entry in list { read[entry.keyFrame] = (entry.next, entry.first) }
            } else {
                ignored("\(path): not a whole storyboard index, ignored")
            }
        } catch .system(.noSuchFileOrDirectory) {
        } catch {
            ignored("\(path): cannot read: \(error)")
        }
        entries = read
        return read
    }

    /// The stored picture of `keyFrame`; nil, with a line for `ignored`, when it does not
    /// read back whole (it is removed).
    public func picture(of keyFrame: Double, ignored: (String) -> Void) -> MPVRawFrame? {
        let path = file(of: keyFrame)
        let bytes = (try? FileSystem.contents(of: path, limit: StoryboardPicture.headerSize + 4 * 4096 * 4096)) ?? nil
        guard let bytes, let picture = StoryboardPicture(parsing: bytes), picture.keyFrame == keyFrame else {
            ignored("\(path): not a whole storyboard picture, ignored")
            remove(path)
            entries?[keyFrame] = nil
            try? writeIndex()
            return nil
        }
        return picture.frame
    }

    /// Stores `picture`, making room by removing the least recently used files'
    /// storyboards; false when this file's would then exceed the budget (nothing written).
    public func store(_ picture: StoryboardPicture) throws(Errno) -> Bool {
        let bytes = picture.bytes
        let path = file(of: picture.keyFrame)
        let before = (try? FileStatus(linkAt: path)).map { Int($0.size) } ?? 0
        guard evict(needing: bytes.count - before) else { return false }
        try Self.write(bytes, to: path)
        sizes?.own += bytes.count - before
        var entries = readIndex(ignored: { _ in })
        entries[picture.keyFrame] = (picture.next, picture.first)
        self.entries = entries
        try writeIndex()
        return true
    }

    /// Rewrites the index from `entries`.
    private func writeIndex() throws(Errno) {
        let list = (entries ?? [:]).map { ($0.key, $0.value.next, $0.value.first) }
        try Self.write(Array(StoryboardIndex.text(list).utf8), to: folder + "/index")
    }

    /// Removes the least recently used storyboards until `more` bytes fit; false when they
    /// do not fit even with this file's alone.
    private func evict(needing more: Int) -> Bool {
        var sizes = self.sizes ?? measure()
        defer { self.sizes = sizes }
        while sizes.own + more + sizes.others.reduce(0, { $0 + $1.bytes }) > budget {
            guard !sizes.others.isEmpty else { return false }
            let oldest = sizes.others.removeFirst()
            for entry in (try? FileSystem.directoryEntries(oldest.folder)) ?? [] { FileSystem.remove(oldest.folder + "/" + entry) }
            FileSystem.removeDirectory(oldest.folder)
        }
        return true
    }

    /// What the storyboards take: the others, least recently used first, and this one.
    private func measure() -> (others: [(folder: String, bytes: Int)], own: Int) {
        var found: [(folder: String, used: UInt64, bytes: Int)] = []
        for entry in (try? FileSystem.directoryEntries(root)) ?? [] where root + "/" + entry != folder {
            let other = root + "/" + entry
            guard let status = try? FileStatus(linkAt: other), status.kind == .directory else { continue }
            found.append((other, Self.lastUse(of: other), Self.size(of: other)))
        }
        return (found.sorted { $0.used < $1.used }.map { ($0.folder, $0.bytes) }, Self.size(of: folder))
    }

    private func file(of keyFrame: Double) -> String {
        folder + "/" + String(Int64((keyFrame * 1_000_000).rounded())) + ".picture"
    }

    private func remove(_ path: String) {
        let size = (try? FileStatus(linkAt: path)).map { Int($0.size) } ?? 0
        if FileSystem.remove(path) { sizes?.own -= size }
    }

    /// Writes `bytes` to a new file beside `path` and renames it over `path`.
    private static func write(_ bytes: [UInt8], to path: String) throws(Errno) {
        let (temporary, file) = try TemporaryFile.create(beside: path, permissions: 0o600)
        do throws(Errno) {
            defer { file.close() }
            try file.writeAll(bytes)
        } catch {
            FileSystem.remove(temporary)
            throw error
        }
        do throws(Errno) {
            try FileSystem.rename(temporary, to: path)
        } catch {
            FileSystem.remove(temporary)
            throw error
        }
    }

    /// When the storyboard in `folder` was last used (wall-clock nanoseconds, from its
    /// `identity`); 0, the oldest, when it does not say.
    private static func lastUse(of folder: String) -> UInt64 {
        guard let bytes = (try? FileSystem.contents(of: folder + "/identity", limit: 1 << 16)) ?? nil,
            let line = String(decoding: bytes, as: UTF8.self).split(separator: "\n").last, line.hasPrefix("used ")
        else { return 0 }
        return UInt64(line.dropFirst(5)) ?? 0
    }

    /// What the files in `folder` take.
    private static func size(of folder: String) -> Int {
        ((try? FileSystem.directoryEntries(folder)) ?? []).reduce(0) { total, entry in
            total + ((try? FileStatus(linkAt: folder + "/" + entry)).map { Int($0.size) } ?? 0)
        }
    }

    /// The folder's name for `identity`: FNV-1a, 64 bits in hex (a shared name is caught
    /// by the `identity` file).
    static func name(of identity: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in identity.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }
}
