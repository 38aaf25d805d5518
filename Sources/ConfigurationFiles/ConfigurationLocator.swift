import FoundationEssentials
import SystemCalls
import TextFormats

/// Finds and loads the configuration: `--config FILE`, else
/// `$XDG_CONFIG_HOME/touchmpv/touchmpv.conf` (`~/.config/touchmpv/touchmpv.conf` when
/// `XDG_CONFIG_HOME` is unset or empty), else `/etc/touchmpv.conf`, else the built-in
/// defaults. Only the first file found is read; files are not merged.
public enum ConfigurationLocator {
    /// The file to read: `explicit` when given, else the first of the standard places
    /// that exists, else `nil` (use the defaults).
    public static func path(
        explicit: String?, environment: [String: String],
        exists: (String) -> Bool = FileSystem.exists
    ) -> String? {
        if let explicit { return explicit }
        return candidates(environment: environment).first(where: exists)
    }

    /// The standard places, in the order they are tried.
    public static func candidates(environment: [String: String]) -> [String] {
        var places: [String] = []
        if let xdg = environment["XDG_CONFIG_HOME"], !xdg.isEmpty {
            places.append(xdg + "/touchmpv/touchmpv.conf")
        } else if let home = environment["HOME"], !home.isEmpty {
            places.append(home + "/.config/touchmpv/touchmpv.conf")
        }
        places.append("/etc/touchmpv.conf")
        return places
    }

    /// The largest config file read, in bytes (1 MiB; the documented default file is 6 KiB).
    public static let maximumFileBytes = 1 << 20

    /// The configuration for a command given `--config explicit` (or not), read from the
    /// file `path(explicit:environment:)` picks; an unreadable or malformed file is an error.
    public static func load(
        explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ConfigurationError) -> Configuration {
        guard let file = path(explicit: explicit, environment: environment) else { return Configuration() }
        return try ConfigurationParser.parse(try text(of: file, what: "configuration file"), file: file)
    }

    /// The UTF-8 text of `file` without a byte-order mark, at most `maximumFileBytes`
    /// long; `what` names it in errors.
    static func text(of file: String, what: String) throws(ConfigurationError) -> String {
        let contents: [UInt8]?
        do throws(FileContentsError) {
            contents = try FileSystem.contents(of: file, limit: maximumFileBytes)
        } catch {
            throw ConfigurationError(file: file, line: 0, message: "cannot read the \(what): \(error)")
        }
        guard let contents else {
            throw ConfigurationError(file: file, line: 0, message: "the \(what) is larger than \(maximumFileBytes >> 20) MiB")
        }
        let body = ByteOrderMark.skipped(contents)
        guard let text = String(data: Data(body), encoding: .utf8) else {
            throw ConfigurationError(file: file, line: 0, message: "the \(what) is not UTF-8 text")
        }
        return text
    }
}
