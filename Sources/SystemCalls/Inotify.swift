#if canImport(Glibc)
    import Glibc
#endif

/// An inotify(7) instance: a descriptor that becomes readable when something happens in
/// the folders it watches, so a run loop can wait for a device node to appear in
/// `poll()` instead of looking again on a timer.
public struct Inotify: Sendable {
    public let descriptor: FileDescriptor

    /// What a watch reports (inotify's `IN_*` masks).
    public struct Events: OptionSet, Sendable {
        public let rawValue: UInt32

        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// IN_CREATE: a name was made in the folder (devtmpfs making a device node).
        public static let created = Events(rawValue: UInt32(IN_CREATE))
        /// IN_ATTRIB: an entry's owner, group or mode changed (udev applying its rules).
        public static let attributesChanged = Events(rawValue: UInt32(IN_ATTRIB))
        /// IN_MOVED_TO: a name was moved into the folder (a symbolic link put in place).
        public static let movedTo = Events(rawValue: UInt32(IN_MOVED_TO))
        /// IN_CLOSE_WRITE: a file opened for writing was closed (a file written in place).
        public static let closedAfterWriting = Events(rawValue: UInt32(IN_CLOSE_WRITE))
        /// IN_MODIFY: a file in the folder was written to.
        public static let modified = Events(rawValue: UInt32(IN_MODIFY))
        /// IN_DELETE: a name was removed from the folder.
        public static let deleted = Events(rawValue: UInt32(IN_DELETE))
        /// IN_MOVED_FROM: a name was moved out of the folder (or renamed within it).
        public static let movedFrom = Events(rawValue: UInt32(IN_MOVED_FROM))
        /// IN_IGNORED: the watch is gone (its folder was removed); reported, never asked for.
        public static let ignored = Events(rawValue: UInt32(IN_IGNORED))
    }

    /// One event: the watch it came from, what happened, and to which entry of the folder
    /// ("" for the folder itself).
    public struct Event: Hashable, Sendable {
        public var watch: Int32
        public var mask: UInt32
        public var name: String

        public func contains(_ events: Events) -> Bool { mask & events.rawValue != 0 }
    }

    /// inotify_init1(2), non-blocking and close-on-exec.
    public static func open() throws(Errno) -> Inotify {
        Inotify(descriptor: FileDescriptor(rawValue: try SystemCall.retrying { inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC)) }))
    }

    /// inotify_add_watch(2) of folder `path`: the watch's number.
    public func addWatch(_ path: String, for events: Events) throws(Errno) -> Int32 {
        try SystemCall.retrying { inotify_add_watch(descriptor.rawValue, path, events.rawValue) }
    }

    /// inotify_rm_watch(2); a watch already gone is no failure.
    public func removeWatch(_ watch: Int32) {
        _ = inotify_rm_watch(descriptor.rawValue, watch)
    }

    /// Every event waiting, without blocking (none when there are none). The buffer holds
    /// at least one event with the longest name, as read(2) on inotify requires.
    public func readEvents() -> [Event] {
        let headerSize = MemoryLayout<inotify_event>.size
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * (headerSize + Int(NAME_MAX) + 1), alignment: 8)
        defer { buffer.deallocate() }
        var events: [Event] = []
        while let count = try? descriptor.read(into: buffer), count > 0 {
            var offset = 0
            while offset + headerSize <= count {
                let header = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                // The name is NUL-terminated and padded with NULs to `len` bytes.
                let name = UnsafeRawBufferPointer(rebasing: buffer[(offset + headerSize)..<(offset + headerSize + Int(header.len))])
                events.append(Event(watch: header.wd, mask: header.mask, name: String(decoding: name.prefix { $0 != 0 }, as: UTF8.self)))
                offset += headerSize + Int(header.len)
            }
        }
        return events
    }

    public func close() {
        descriptor.close()
    }
}
