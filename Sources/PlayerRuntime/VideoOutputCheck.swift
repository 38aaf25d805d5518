import Gestures
import MPVPlayer

/// Says once, when playback has started, that mpv shows its picture nowhere: `play`
/// without `--headless` where no window system lets mpv open one (mpv then falls back to
/// an output nobody sees, or to none, and plays on without a word).
final class VideoOutputCheck: LoopParticipant {
    private let client: MPVClient
    private let environment: [String: String]
    private var checked = false

    init(client: MPVClient, environment: [String: String]) {
        self.client = client
        self.environment = environment
    }

    func playbackStarted(at time: Instant) {
        guard !checked else { return }
        checked = true
        let output: String? = try? client.property("current-vo")
        if MPVWindow.showsNothing(currentOutput: output, environment: environment) {
            StandardError.write("touchmpv: \(MPVWindow.noPictureLine(environment: environment))\n")
        }
    }
}
