import SystemCalls

/// Tells the run loop when to look for a missing device again: `descriptor` becomes
/// readable when a name is made or moved into `directory` or an entry's owner, group or
/// mode changes there (inotify) — devtmpfs making an `eventN` node, udev then giving it
/// its group. The events only say when to look; what changed is found by looking (a
/// rescan, an open), so the loop sleeps with no timer while a device is missing.
///
/// While `directory` itself is missing (`/dev/input` exists only once there is an input
/// device), the nearest folder above it that exists is watched for its creation, and the
/// watch moves down onto `directory` as soon as it is there.
public final class DeviceNodeWatch {
    public let directory: String
    private let inotify: Inotify
    /// The watch on `directory`, while it exists.
    private var target: Int32?
    /// The watch on a folder above `directory`, while `directory` is missing.
    private var ancestor: Int32?

    /// Watches `directory`, or the nearest folder above it; throws when inotify is not
    /// available or no folder on the way can be watched.
    public init(directory: String) throws(Errno) {
        self.directory = directory
        inotify = try Inotify.open()
        do throws(Errno) {
            try watch()
        } catch {
            inotify.close()
            throw error
        }
    }

    deinit {
        inotify.close()
    }

    /// Readable when something changed in the watched folder.
    public var descriptor: FileDescriptor { inotify.descriptor }

    /// Reads the waiting events (call when `descriptor` is readable, then look for the
    /// device) and moves the watch onto `directory` when it appeared, or above it when it
    /// went away. Throws when nothing can be watched any more.
    public func consumeEvents() throws(Errno) {
        for event in inotify.readEvents() where event.contains(.ignored) {
            if event.watch == target { target = nil }
            if event.watch == ancestor { ancestor = nil }
        }
        try watch()
    }

    /// Watches `directory` if it can, else keeps or finds a watch on a folder above it;
    /// throws the first error when neither works.
    private func watch() throws(Errno) {
        guard target == nil else { return }
        let failure: Errno
        do throws(Errno) {
            target = try inotify.addWatch(directory, for: [.created, .attributesChanged, .movedTo])
            if let ancestor {
                // Removing a watch queues its IN_IGNORED: read it now, with anything else
                // queued so far, which the look that follows `consumeEvents` covers.
                inotify.removeWatch(ancestor)
                _ = inotify.readEvents()
            }
            ancestor = nil
            return
        } catch {
            failure = error
        }
        guard ancestor == nil else { return }
        var folder = directory
        while let parent = Self.parent(of: folder) {
            if let watch = try? inotify.addWatch(parent, for: [.created, .movedTo]) {
                ancestor = watch
                return
            }
            folder = parent
        }
        throw failure
    }

    /// The folder holding `path`'s last component ("/dev" for "/dev/input", "/" for
    /// "/dev"); nil for "/" and for a relative name without a folder.
    public static func parent(of path: String) -> String? {
        guard path != "/", let slash = path.lastIndex(of: "/") else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
