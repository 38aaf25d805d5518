import SystemCalls

/// A kiosk's folder watched for titles copied in or removed (docs/behaviour.md, "The
/// kiosk"): `descriptor` becomes readable when a name in it is made, written, closed
/// after writing, moved in or out, or removed. A file being written (made or written to,
/// not yet closed) is left out until its writer closes it, so a half-copied title never
/// shows; the titles are the
/// folder read again, in order, after each batch of events, and a file left out is said
/// once for each reason.
public final class LibraryWatch {
    private let inotify: Inotify
    public let folder: String
    /// The names made and not yet closed by their writer.
    private var beingWritten: Set<String> = []
    /// The files left out and why, as already said.
    private var said: Set<String> = []
    private let note: (String) -> Void

    /// A watch of `folder`, whose files `alreadySaid` were said to be left out at the
    /// start; nil when it cannot be watched (then the titles stay as read at the start),
    /// with why said through `note`.
    public init?(folder: String, alreadySaid: [(path: String, reason: String)], note: @escaping (String) -> Void) {
        self.folder = folder
        self.note = note
        said = Set(alreadySaid.map { $0.path + "\n" + $0.reason })
        do throws(Errno) {
            inotify = try Inotify.open()
        } catch {
            note("kiosk: cannot watch \(folder): \(error)")
            return nil
        }
        do throws(Errno) {
            _ = try inotify.addWatch(folder, for: [.created, .modified, .closedAfterWriting, .movedTo, .movedFrom, .deleted])
        } catch {
            inotify.close()
            note("kiosk: cannot watch \(folder): \(error)")
            return nil
        }
    }

    deinit { inotify.close() }

    /// Readable when something happened in the folder.
    public var descriptor: FileDescriptor { inotify.descriptor }

    /// Reads the waiting events (call when `descriptor` is readable): the folder's titles
    /// now, or nil when no media file changed.
    public func titlesIfChanged() -> [KioskTitle]? {
        var changed = false
        for event in inotify.readEvents() where KioskLibrary.isMedia(event.name) {
            if event.contains([.created, .modified]) {
                // Each write of a copy is an event: only the first changes the titles.
                changed = beingWritten.insert(event.name).inserted || changed
            } else {
                changed = true
                beingWritten.remove(event.name)
            }
        }
        guard changed else { return nil }
        do throws(Errno) {
            let read = try KioskLibrary.folderTitles(folder)
            for (path, reason) in read.refused where !beingWritten.contains(Self.name(of: path)) {
                if said.insert(path + "\n" + reason).inserted { note("kiosk: left out \(path): \(reason)") }
            }
            return read.titles.filter { !beingWritten.contains(Self.name(of: $0.path)) }
        } catch {
            note("kiosk: cannot read \(folder): \(error)")
            return nil
        }
    }

    private static func name(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
