#if canImport(Glibc)
    // glibc's `tzname`, a C global, is shared mutable state to Swift 6: it is read only
    // on the run loop's thread, after its own `tzset` (`unknownZone`).
    @preconcurrency import Glibc
#endif

/// The file the local time's rules come from, and glibc made to read it again when it
/// changed, so that a new time zone is taken without a restart.
public enum LocalZone {
    /// glibc's zone file when `TZ` is not set: what `timedatectl set-timezone` replaces.
    public static let systemFile = "/etc/localtime"
    /// glibc's folder for a `TZ` that names a zone (`Europe/Paris`) when `TZDIR` is not set.
    static let defaultFolder = "/usr/share/zoneinfo"

    /// The zone file glibc reads now (`TZ` and `TZDIR` as they are).
    public static var file: String? {
        file(tz: environment("TZ"), zoneFolder: environment("TZDIR"))
    }

    /// The zone file glibc reads for `TZ` = `tz` (nil when unset) and `TZDIR` =
    /// `zoneFolder`: `/etc/localtime` without TZ, else TZ's value after an optional
    /// leading `:`, under the zone folder unless it starts with `/`. nil for an empty TZ
    /// (UTC, no file). A POSIX rule (`CET-1CEST,M3.5.0,M10.5.0/3`) is named as a file too,
    /// as glibc first tries it as one: a file that is not there is never seen to change.
    public static func file(tz: String?, zoneFolder: String?) -> String? {
        guard let tz else { return systemFile }
        let name = tz.hasPrefix(":") ? tz.dropFirst() : Substring(tz)
        guard !name.isEmpty else { return nil }
        return name.hasPrefix("/") ? String(name) : (zoneFolder ?? defaultFolder) + "/" + name
    }

    /// `TZ`'s value when glibc takes it for no zone at all, neither a zone file it can
    /// read nor a POSIX rule (`Nowhere/Atlantis`, `:/nonexistent`), and so keeps local
    /// time on UTC; nil when it names one, or is unset (the system's zone) or empty (UTC
    /// asked for). glibc says nothing of it: a zone file or a rule names the zone's
    /// daylight-saving time too (its standard name again when it has none), which glibc
    /// leaves empty when it read neither.
    public static var unknownZone: String? {
        guard let tz = environment("TZ"), file(tz: tz, zoneFolder: nil) != nil else { return nil }
        tzset()
        guard let daylightName = tzname.1 else { return tz }
        return daylightName.pointee == 0 ? tz : nil
    }

    /// Makes glibc read the zone file again at the next `tzset(3)`, and calls it.
    ///
    /// Without `TZ` (the system's zone), glibc's tzset looks at `/etc/localtime` each time
    /// and reads it again when its inode, device or modification time changed: nothing
    /// more is needed. With `TZ` set, tzset reads again only for a value different from
    /// the one it last read, and there is no other way to make it read again (no call of
    /// glibc's does it): `TZ` is set to the other of two spellings of the same file
    /// (`otherSpelling`), which changes nothing a reader of `TZ` could tell apart.
    ///
    /// setenv(3) is documented as unsafe while other threads run (mpv's do), for what it
    /// may do to `environ`: here `TZ` is already in it, so glibc's setenv, under its lock,
    /// only stores one pointer in the existing array (no array is moved) and never frees
    /// the string it replaces; a getenv in another thread sees the old or the new string,
    /// both valid and naming the same file, and glibc's time functions read `TZ` under
    /// their own lock. It is called only when the zone file named in `TZ` changed.
    public static func reread() {
        if let tz = environment("TZ"), file(tz: tz, zoneFolder: nil) != nil {
            _ = setenv("TZ", otherSpelling(of: tz), 1)
        }
        tzset()
    }

    /// The same zone file named differently: `./` inserted after the optional leading `:`
    /// and `/`, or taken out when it is there (`:/etc/zone` ↔ `:/./etc/zone`, `Asia/Tokyo`
    /// ↔ `./Asia/Tokyo`), so that two calls give the value back.
    public static func otherSpelling(of tz: String) -> String {
        var head = Substring(tz)
        var prefix = ""
        for mark in [":", "/"] where head.hasPrefix(mark) {
            prefix += mark
            head = head.dropFirst()
        }
        return prefix + (head.hasPrefix("./") ? String(head.dropFirst(2)) : "./" + head)
    }

    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
