import SystemCalls
import TouchInput

/// Tells the run loop when the local time zone changed: `descriptor` becomes readable
/// when the zone file (`LocalZone.file`) is replaced, made anew or written in place.
/// Its folder is watched, not the file: `timedatectl set-timezone` renames a new symbolic
/// link over `/etc/localtime`, and a watch on the file would stay on the old one.
final class LocalZoneWatch {
    private let inotify: Inotify
    /// The zone file's name in the watched folder.
    private let name: String

    /// A watch of `file`'s folder; nil when it cannot be watched (no folder, no inotify):
    /// then a new zone is taken at the next start, as without a watch.
    public init?(file: String) {
        guard let folder = DeviceNodeWatch.parent(of: file), let slash = file.lastIndex(of: "/"), let inotify = try? Inotify.open()
        else { return nil }
        guard (try? inotify.addWatch(folder, for: [.created, .movedTo, .closedAfterWriting])) != nil else {
            inotify.close()
            return nil
        }
        self.inotify = inotify
        name = String(file[file.index(after: slash)...])
    }

    deinit {
        inotify.close()
    }

    /// Readable when something changed in the zone file's folder.
    var descriptor: FileDescriptor { inotify.descriptor }

    /// Reads the waiting events (call when `descriptor` is readable): whether one was the
    /// zone file's.
    func zoneChanged() -> Bool {
        inotify.readEvents().contains { $0.name == name }
    }
}
