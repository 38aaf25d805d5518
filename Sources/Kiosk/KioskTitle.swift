/// One title of a kiosk's library or loop: the file mpv plays and the name the chooser
/// shows until mpv's metadata gives a better one.
public struct KioskTitle: Hashable, Sendable {
    /// The path mpv is given.
    public var path: String
    /// The file name without its folder and extension.
    public var name: String

    public init(path: String) {
        self.path = path
        let file = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = file.lastIndex(of: "."), dot != file.startIndex {
            name = String(file[..<dot])
        } else {
            name = file
        }
    }
}
