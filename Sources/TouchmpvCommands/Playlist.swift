import MPVPlayer
import PlayerRuntime
import TextFormats

/// What `play` hands mpv to play: the MEDIA operands, or without any the built-in test
/// source.
enum Playlist {
    /// `media`, or the built-in source's file when it is empty.
    static func items(_ media: [String]) throws(CommandError) -> [String] {
        media.isEmpty ? [try builtInSource()] : media
    }

    /// Appends `items` to `client`'s playlist, the first starting to play.
    static func load(_ items: [String], into client: MPVClient) throws(CommandError) {
        for item in items {
            do throws(MPVError) {
                try client.command(["loadfile", item, "append-play"])
            } catch {
                throw CommandError("cannot play '\(ErrorExcerpt.path(item))': \(error.reason)", status: .runtimeFailure)
            }
        }
    }

    /// The built-in source's file, generated on first use in the user's cache folder, or
    /// in the temporary folder when the cache folder cannot be written (a read-only home).
    private static func builtInSource() throws(CommandError) -> String {
        let announce = { (path: String) in
            StandardError.write("touchmpv: generating the built-in test source once, into \(path) (a few seconds)\n")
        }
        do throws(BuiltInSourceError) {
            return try BuiltInSource.file(announce: announce)
        } catch {
            do throws(BuiltInSourceError) {
                return try BuiltInSource.file(in: BuiltInSource.temporaryDirectory, announce: announce)
            } catch {
                throw CommandError("cannot prepare the built-in test source: \(error)", status: .runtimeFailure)
            }
        }
    }
}
