import MPVPlayer
import SystemCalls

/// One played file's storyboard in the state folder: `thumbnails/HEX/` (HEX from the
/// file's path, size and modification time, as resume names a file), a picture a file
/// (`StoryboardPicture`, named by its key frame in microseconds) and `identity`, the
/// three in text and the wall-clock time of the last use (a folder's own modification
/// time moves in the kernel's coarse ticks, too coarse to order two uses). Each file is written
/// new beside its name and renamed over it (`TemporaryFile`), so a cut leaves a whole
/// picture or none; a picture that does not read back whole is ignored and removed. All
/// the storyboards together stay within `budget` bytes: the least recently used files'
/// go first, and a file whose own would not fit stores no more.
public final class StoryboardStore {
    /// The folder of this file's storyboard.
    public let folder: String
    private let root: String
    private let budget: Int
    /// What the other files' storyboards take, by folder, least recently used first.
    private var others: [(folder: String, bytes: Int)]
    /// What this file's takes.
    public private(set) var bytes = 0

    /// The storyboard of the file at `path` with `size` bytes modified at `modified` (ns)
    /// under `root` (`STATE/thumbnails`), made when missing; throws when the folder cannot
    /// be made or written.
    public init(root: String, path: String, size: Int64, modified: Int64, budget: Int) throws(Errno) {
        let identity = "\(path)\n\(size)\n\(modified)\n"
        self.root = root
        self.budget = budget
        folder = root + "/" + Self.name(of: identity)
        try Self.createFolders(folder)
        let written = (try? FileSystem.contents(of: folder + "/identity", limit: 1 << 16)) ?? nil
        if let written, !written.starts(with: Array(identity.utf8)) {
            // Another file's (a name shared by two identities): it starts anew.
            for entry in (try? FileSystem.directoryEntries(folder)) ?? [] { FileSystem.remove(folder + "/" + entry) }
        }
        // Rewritten at each use, with the time of the use.
        try Self.write(Array((identity + "used \(LocalClock.realtimeNanoseconds())\n").utf8), to: folder + "/identity")
        var found: [(folder: String, used: UInt64, bytes: Int)] = []
        for entry in (try? FileSystem.directoryEntries(root)) ?? [] where root + "/" + entry != folder {
            let other = root + "/" + entry
            guard let status = try? FileStatus(linkAt: other), status.kind == .directory else { continue }
            found.append((other, Self.lastUse(of: other), Self.size(of: other)))
        }
        others = found.sorted { $0.used < $1.used }.map { ($0.folder, $0.bytes) }
        bytes = Self.size(of: folder)
        evict(needing: 0)
    }

    /// The pictures stored when the storyboard was first read back.
    private var readBack: [(keyFrame: Double, next: Double, first: Bool)]?

    /// The pictures stored, read back once (the presenter and its core both ask);
    /// `ignored` is called with a line for each that is not whole (it is removed).
    public func pictures(ignored: (String) -> Void) -> [(keyFrame: Double, next: Double, first: Bool)] {
        if let readBack { return readBack }
        var found: [(keyFrame: Double, next: Double, first: Bool)] = []
        for entry in (try? FileSystem.directoryEntries(folder)) ?? [] where entry.hasSuffix(".picture") {
            let path = folder + "/" + entry
            let header = (try? Self.header(of: path)) ?? nil
            guard let header, path == file(of: header.keyFrame) else {
                ignored("\(path): not a whole storyboard picture, ignored")
                remove(path)
                continue
            }
            found.append((header.keyFrame, header.next, header.first))
        }
        readBack = found
        return found
    }

    /// The stored picture of `keyFrame`; nil, with a line for `ignored`, when it does not
    /// read back whole (it is removed).
    public func picture(of keyFrame: Double, ignored: (String) -> Void) -> MPVRawFrame? {
        let path = file(of: keyFrame)
        let bytes = (try? FileSystem.contents(of: path, limit: StoryboardPicture.headerSize + 4 * 4096 * 4096)) ?? nil
        guard let bytes, let picture = StoryboardPicture(parsing: bytes), picture.keyFrame == keyFrame else {
            ignored("\(path): not a whole storyboard picture, ignored")
            remove(path)
            return nil
        }
        return picture.frame
    }

    /// Stores `picture`, making room by removing the least recently used files'
    /// storyboards; false when this file's would then exceed the budget (nothing written).
    public func store(_ picture: StoryboardPicture) throws(Errno) -> Bool {
        let bytes = picture.bytes
        guard evict(needing: bytes.count) else { return false }
        let path = file(of: picture.keyFrame)
        let before = (try? FileStatus(linkAt: path)).map { Int($0.size) } ?? 0
        try Self.write(bytes, to: path)
        self.bytes += bytes.count - before
        return true
    }

    /// Removes the least recently used storyboards until `more` bytes fit; false when they
    /// do not fit even with this file's alone.
    @discardableResult
    private func evict(needing more: Int) -> Bool {
        while bytes + more + others.reduce(0, { $0 + $1.bytes }) > budget {
            guard !others.isEmpty else { return false }
            let oldest = others.removeFirst()
            for entry in (try? FileSystem.directoryEntries(oldest.folder)) ?? [] { FileSystem.remove(oldest.folder + "/" + entry) }
            FileSystem.removeDirectory(oldest.folder)
        }
        return true
    }

    private func file(of keyFrame: Double) -> String {
        folder + "/" + String(Int64((keyFrame * 1_000_000).rounded())) + ".picture"
    }

    private func remove(_ path: String) {
        let size = (try? FileStatus(linkAt: path)).map { Int($0.size) } ?? 0
        if FileSystem.remove(path) { bytes -= size }
    }

    /// The header of the picture file at `path`, when its size is what the header says.
    private static func header(of path: String) throws(Errno) -> (keyFrame: Double, next: Double, first: Bool)? {
        let file = try FileDescriptor.open(path, .readOnly, options: [.noFollow, .nonBlocking])
        defer { file.close() }
        let status = try FileStatus(descriptor: file)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: StoryboardPicture.headerSize, alignment: 8)
        defer { buffer.deallocate() }
        let bytes = Array(buffer.prefix(try file.read(into: buffer)))
        guard status.kind == .regular, let header = StoryboardPicture.header(bytes),
            status.size == Int64(StoryboardPicture.headerSize + header.pixelBytes)
        else { return nil }
        return (header.keyFrame, header.next, header.first)
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

    /// mkdir -p of `folder` (mode 0700).
    private static func createFolders(_ folder: String) throws(Errno) {
        if (try? FileStatus(path: folder))?.kind == .directory { return }
        if let slash = folder.lastIndex(of: "/"), slash != folder.startIndex { try createFolders(String(folder[..<slash])) }
        do throws(Errno) {
            try FileSystem.createDirectory(folder, permissions: 0o700)
        } catch .fileExists {
            return
        }
    }
}
