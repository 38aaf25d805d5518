import Kiosk
import SystemCalls
import Thumbnails

/// Where played files' storyboards go: `thumbnails` in the state folder (resume's), each
/// file's named as resume names it. Without a state folder, or one that cannot be
/// written, there is none, said once.
final class StoryboardFolder {
    private let root: String?
    private let budget: Int
    private let workingFolder: String
    private let note: (String) -> Void
    private var said = false

    init(environment: [String: String], budget: Int, note: @escaping (String) -> Void) {
        root = ResumeStore.folder(environment: environment).map { $0 + "/thumbnails" }
        self.budget = budget
        workingFolder = (try? FileSystem.currentDirectory()) ?? "/"
        self.note = note
    }

    /// The storyboard of the file at `path` (as mpv names it); nil for what is no file.
    func store(for path: String) -> StoryboardStore? {
        guard let root else {
            sayOnce("no seek storyboards: there is no state folder ($STATE_DIRECTORY, $XDG_STATE_HOME or $HOME)")
            return nil
        }
        guard let media = ResumeStore.identity(of: path, relativeTo: workingFolder) else { return nil }
        do throws(Errno) {
            return try StoryboardStore(root: root, path: media.path, size: media.size, modified: media.modified, budget: budget)
        } catch {
            sayOnce("no seek storyboards: cannot write in \(root): \(error)")
            return nil
        }
    }

    private func sayOnce(_ line: String) {
        guard !said else { return }
        said = true
        note(line)
    }
}
