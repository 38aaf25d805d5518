import ConfigurationFiles
import SystemCalls
import TextFormats

/// What a kiosk plays, read at `play`'s start from `attract` and `library`: the loop and
/// the titles to choose from.
public struct KioskContent: Sendable {
    /// What the loop plays.
    public enum Loop: Hashable, Sendable {
        /// These files, in order, looped.
        case titles([KioskTitle])
        /// A playlist mpv reads itself (`loadlist`), looped.
        case playlist(String)
        /// No `attract`: a black picture under the chooser.
        case blank
    }

    public var loop: Loop
    /// The library's titles in the chooser's order.
    public var library: [KioskTitle]
    /// The library's folder, watched for files copied in or removed; nil for a playlist.
    public var libraryFolder: String?
    /// The loop's folder, watched as the library's is; nil for a file or a playlist.
    public var attractFolder: String?
    /// Files left out of the library or the loop, with why.
    public var refused: [(path: String, reason: String)]

    /// Reads `settings`' paths.
    public static func read(_ settings: KioskSettings) throws(KioskContentError) -> KioskContent {
        var refused: [(path: String, reason: String)] = []
        var loop = Loop.blank
        var attractFolder: String?
        if let attract = settings.attract {
            do throws(Errno) {
                switch try KioskLibrary.source(of: attract) {
                case .folder:
                    let folder = try KioskLibrary.folderTitles(attract)
                    refused += folder.refused
                    loop = .titles(folder.titles)
                    attractFolder = attract
                case .playlist: loop = .playlist(attract)
                case .file: loop = .titles([KioskTitle(path: attract)])
                }
            } catch {
                throw KioskContentError(key: "attract", path: attract, reason: "\(error)")
            }
            if loop == .titles([]) { throw KioskContentError(key: "attract", path: attract, reason: "no media in it") }
        }
        var library: [KioskTitle] = []
        var libraryFolder: String?
        if let path = settings.library {
            let source: KioskLibrary.Source
            do throws(Errno) {
                source = try KioskLibrary.source(of: path)
                if source == .folder {
                    let folder = try KioskLibrary.folderTitles(path)
                    refused += folder.refused
                    library = folder.titles
                    libraryFolder = path
                }
            } catch {
                throw KioskContentError(key: "library", path: path, reason: "\(error)")
            }
            switch source {
            case .folder: break
            case .playlist:
                do throws(FileContentsError) {
                    library = try KioskLibrary.playlistTitles(path)
                } catch {
                    throw KioskContentError(key: "library", path: path, reason: "\(error)")
                }
            case .file: throw KioskContentError(key: "library", path: path, reason: "a library is a folder or a playlist")
            }
        }
        return KioskContent(
            loop: loop, library: library, libraryFolder: libraryFolder, attractFolder: attractFolder, refused: refused)
    }
}

/// Why a kiosk's `attract` or `library` cannot be read.
public struct KioskContentError: Error, CustomStringConvertible {
    public let key: String
    public let path: String
    public let reason: String

    public var description: String { "\(key) \(ErrorExcerpt.path(path)): \(reason)" }
}
