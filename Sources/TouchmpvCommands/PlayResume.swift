import ConfigurationFiles
import FoundationEssentials
import Kiosk
import MPVPlayer
import PlayerRuntime
import SystemCalls
import TextFormats

/// `resume = yes` at `play`'s start: the saved position read, matched with the playlist
/// and said on standard error, and the keeper that saves the new one.
struct PlayResume {
    let store: ResumeStore
    /// The entry to start at and where in it, when the saved one is in the playlist.
    let start: (entry: Int, position: Double)?
    /// The folder `play` started in, which relative MEDIA operands are relative to.
    let workingFolder: String

    /// nil when the configuration does not resume, a script plays (it starts where it
    /// says), or there is no state folder.
    init?(configuration: Configuration, scripted: Bool, playlist: [String]) {
        guard configuration.resume, !scripted,
            let folder = ResumeStore.folder(environment: ProcessInfo.processInfo.environment),
            let workingFolder = try? FileSystem.currentDirectory()
        else { return nil }
        store = ResumeStore(folder: folder)
        self.workingFolder = workingFolder
        switch store.load() {
        case .nothing:
            start = nil
        case .ignored(let reason):
            StandardError.write("touchmpv: not resuming: \(ErrorExcerpt.escaped(reason))\n")
            start = nil
        case .record(let record):
            let identities = playlist.map { ResumeStore.identity(of: $0, relativeTo: workingFolder) }
            start = record.start(in: identities)
            if let start {
                StandardError.write(
                    "touchmpv: resuming \(ErrorExcerpt.escaped(playlist[start.entry])) at \(NumberText.clock(start.position))\n")
            } else {
                StandardError.write(
                    "touchmpv: not resuming: \(ErrorExcerpt.escaped(record.media.path)) is not in the playlist as it was saved\n")
            }
        }
    }

    /// mpv's `playlist-start` and `start` for the saved entry and position, set before the
    /// playlist loads (mpv picks the entry to begin with as it leaves its idle state).
    var mpvOptions: [(name: String, value: String)] {
        start.map { [("playlist-start", String($0.entry)), ("start", NumberText.format($0.position, decimals: 3))] } ?? []
    }

    /// The keeper that saves where `client` plays from now on.
    func keeper(for client: MPVClient) -> ResumeKeeper {
        ResumeKeeper(
            store: store, client: client, workingFolder: workingFolder, startIsSet: start != nil,
            note: StandardError.note)
    }
}
