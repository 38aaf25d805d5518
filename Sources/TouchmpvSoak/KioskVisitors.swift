import Foundation
import Gestures
import Kiosk
import PlayerUI
import SystemCalls
import ToolSupport

#if canImport(Glibc)
    import Glibc
#endif

/// The kiosk day's visitors, on real mpv: `touchmpv play --headless` with `attract` (a
/// clip looped) and `library` (a folder of clips) driven through its control socket at
/// accelerated time, each simulated hour `visitorsPerHour` visitors. A visitor touches
/// the loop, finds the chooser showing the library's titles, and then taps the back
/// button, or walks away from the chooser, or taps a tile (its place from the chooser's
/// own `ChooserLayout`) and watches the title to its end, or pauses it and walks away, or
/// presses the home key (`touchmpv/attract`); `idle-return` brings the loop back after
/// each walk away. Every third hour the library changes: a title copied in by a writer
/// that closes it only after the next visitor has looked (who must not see it yet), a
/// title renamed, a title removed. Each step's mode (`expect mode`), the chooser's count
/// and the chosen title's path are checked; resident memory and open descriptors are
/// taken at the end of every hour, on the loop.
struct KioskVisitors {
    /// What the day measured.
    struct Report {
        var visitors = 0
        var backButtons = 0
        var leftChooser = 0
        var watchedToEnd = 0
        var pausedAndLeft = 0
        var homeKeys = 0
        var libraryChanges = 0
        /// `expect` lines answered `ok`.
        var checksPassed = 0
        /// What did not happen as it should, with the visitor's number.
        var failures: [String] = []
        /// Resident memory (KiB) and open descriptors at the end of each hour.
        var resident: [Int] = []
        var descriptors: [Int] = []
        var exitStatus: Int32 = -1
        /// What `play` wrote on standard error, but the answers to the checks asked until
        /// they held: a kiosk that keeps quiet has nothing to say here.
        var said: [String] = []
        var seconds = 0
    }

    /// Why the day could not run.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A title's length, in seconds: long enough to be paused, short enough to be watched.
    static let titleSeconds = 3
    static let idleReturnSeconds = 2
    /// The titles the library starts with.
    static let startingTitles = 6
    static let screen = Size(width: 1280, height: 720)

    static func run(executable: String, hours: Int, visitorsPerHour: Int, seed: UInt64) throws(Failure) -> Report {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchmpv-kiosk-visitors-\(getpid())").path
        let library = folder + "/library"
        try? FileManager.default.createDirectory(atPath: library, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let clip = folder + "/title.mkv"
        let loop = folder + "/loop.mkv"
        try makeClip(at: clip, seconds: titleSeconds, pattern: "testsrc")
        try makeClip(at: loop, seconds: 2, pattern: "smptebars")
        guard let clipBytes = try? FileSystem.contents(of: clip) else { throw Failure(description: "cannot read \(clip)") }
        var titles = (1...startingTitles).map { "title \($0).mkv" }
        for title in titles where !FileManager.default.createFile(atPath: library + "/" + title, contents: Data(clipBytes)) {
            throw Failure(description: "cannot write \(library)/\(title)")
        }
        let configuration = folder + "/touchmpv.conf"
        let bindings = folder + "/touch-input.conf"
        let control = folder + "/control.sock"
        guard
            FileManager.default.createFile(
                atPath: configuration,
                contents: Data(
                    "screen = \(Int(screen.width))x\(Int(screen.height))\nattract = \(loop)\nlibrary = \(library)\n\(idleReturnLine)\n".utf8
                )),
            FileManager.default.createFile(atPath: bindings, contents: Data(bindingsText.utf8))
        else { throw Failure(description: "cannot write the settings in \(folder)") }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "play", "--headless", "--no-mpv-config", "--config", configuration, "--bindings", bindings, "--touch", "none", "--keys",
            "none", "--control", control,
        ]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let errors = folder + "/stderr"
        guard FileManager.default.createFile(atPath: errors, contents: nil), let errorFile = FileHandle(forWritingAtPath: errors) else {
            throw Failure(description: "cannot make \(errors)")
        }
        process.standardError = errorFile
        do { try process.run() } catch { throw Failure(description: "cannot start \(executable): \(error)") }
        defer { if process.isRunning { process.terminate() } }
        let pid = String(process.processIdentifier)
        let client: ControlSocketClient
        do throws(ControlSocketClient.Failure) {
            client = try ControlSocketClient(path: control, attempts: 300) { usleep(100_000) }
        } catch {
            throw Failure(description: error.description)
        }

        let layout = ChooserLayout(screen: screen, columns: nil)
        var report = Report()
        var random = SplitMix64(seed: seed)
        let began = Date()
        var nextTitle = startingTitles + 1
        /// A title being copied in, its writer still open.
        var copying: (name: String, writer: FileDescriptor)?

        /// Asks `expect WHAT` until it holds or `seconds` have passed; counts it passed or
        /// notes it failed.
        func check(_ what: String, within seconds: Double) throws(ControlSocketClient.Failure) {
            let limit = Date().addingTimeInterval(seconds)
            var last = ""
            repeat {
                last = try client.ask("+0 expect \(what)")
                if last == "ok" {
                    report.checksPassed += 1
                    return
                }
                usleep(50_000)
            } while Date() < limit
            report.failures.append("visitor \(report.visitors): expect \(what): \(last)")
        }
        func tap(_ point: (x: Double, y: Double), count: Int = 1) {
            client.send("+0 tap \(Int(point.x)) \(Int(point.y))" + (count > 1 ? " count=\(count)" : ""))
        }

        do throws(ControlSocketClient.Failure) {
            try check("mode attract", within: 20)
            for hour in 0..<hours {
                if hour % 3 == 1 {
                    switch (hour / 3) % 3 {
                    case 0:
                        let name = "title \(nextTitle).mkv"
                        nextTitle += 1
                        let path = library + "/" + name
                        guard let writer = try? FileDescriptor.open(path, .writeOnly, options: [.create, .truncate]),
                            (try? writer.writeAll(Array(clipBytes[..<(clipBytes.count / 2)]))) != nil
                        else { throw ControlSocketClient.Failure(description: "cannot begin copying \(path)") }
                        copying = (name, writer)
                    case 1:
                        let old = titles[random.next(in: 0...(titles.count - 1))]
                        let new = "renamed \(nextTitle).mkv"
                        nextTitle += 1
                        guard (try? FileSystem.rename(library + "/" + old, to: library + "/" + new)) != nil else {
                            throw ControlSocketClient.Failure(description: "cannot rename \(library)/\(old)")
                        }
                        titles = titles.filter { $0 != old } + [new]
                    default:
                        let old = titles[random.next(in: 0...(titles.count - 1))]
                        _ = FileSystem.remove(library + "/" + old)
                        titles = titles.filter { $0 != old }
                    }
                    report.libraryChanges += 1
                    titles = NaturalOrder.sorted(titles)
                }
                for _ in 0..<visitorsPerHour {
                    report.visitors += 1
                    try check("mode attract", within: 20)
                    tap((screen.width / 2, screen.height / 2))
                    try check("mode chooser", within: 5)
                    try check("chooser \(titles.count)", within: 10)
                    if let writer = copying?.writer, let name = copying?.name {
                        guard (try? writer.writeAll(Array(clipBytes[(clipBytes.count / 2)...]))) != nil else {
                            throw ControlSocketClient.Failure(description: "cannot finish copying \(name)")
                        }
                        writer.close()
                        copying = nil
                        titles = NaturalOrder.sorted(titles + [name])
                    }
                    let choice = random.next(in: 0...9)
                    if choice == 0 {
                        let back = layout.backButton
                        tap((back.midX, back.midY))
                        try check("mode attract", within: 5)
                        report.backButtons += 1
                        continue
                    }
                    if choice == 1 {
                        try check("mode chooser", within: 1)
                        try check("mode attract", within: Double(idleReturnSeconds) + 10)
                        report.leftChooser += 1
                        continue
                    }
                    let shown = (0..<titles.count).filter { layout.tile($0).maxY + layout.grid.minY <= screen.height }
                    let index = shown[random.next(in: 0...(shown.count - 1))]
                    let tile = layout.tile(index)
                    tap((tile.midX, tile.midY + layout.grid.minY))
                    try check("mode playing", within: 5)
                    try check("mpv:path \"\(library)/\(titles[index])\"", within: 10)
                    switch choice % 3 {
                    case 0:
                        try check("mode attract", within: Double(titleSeconds) + 10)
                        report.watchedToEnd += 1
                    case 1:
                        tap((screen.width / 2, screen.height / 2), count: 2)
                        try check("mpv:pause yes", within: 5)
                        try check("mode playing", within: 1)
                        try check("mode attract", within: Double(idleReturnSeconds) + 10)
                        report.pausedAndLeft += 1
                    default:
                        client.send("+0 key KEY_HOME")
                        try check("mode attract", within: 5)
                        report.homeKeys += 1
                    }
                }
                try check("mode attract", within: 20)
                try check("mpv:path \"\(loop)\"", within: 10)
                // Half a second on, so that the loop's file is open again when the descriptors are counted.
                let settled = try client.ask("+500 expect mode attract")
                if settled == "ok" {
                    report.checksPassed += 1
                } else {
                    report.failures.append("hour \(hour): the loop left in its first half second: \(settled)")
                }
                report.resident.append(ProcStatus.kilobytes("VmRSS:", of: pid) ?? 0)
                report.descriptors.append(OpenDescriptors.count(of: pid) ?? 0)
            }
        } catch {
            throw Failure(description: error.description)
        }
        copying?.writer.close()
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        report.exitStatus = process.terminationStatus
        report.seconds = Int(Date().timeIntervalSince(began))
        report.said = (TextFile.text(of: errors) ?? "").split(separator: "\n").map(String.init).filter {
            !$0.hasPrefix(control + ":")
        }
        return report
    }

    private static let idleReturnLine = "idle-return = \(idleReturnSeconds)s"

    /// The visitors' touch-input.conf: a double tap pauses, the home key goes back to the loop.
    private static let bindingsText = """
        tap                         touchmpv/toggle-controls
        double-tap                  touchmpv/toggle-pause
        key KEY_HOME                touchmpv/attract

        """

    /// Encodes `seconds` of lavfi's `pattern` at `path` (64x48, 10 frames/s) with ffmpeg.
    private static func makeClip(at path: String, seconds: Int, pattern: String) throws(Failure) {
        let ffmpeg = Process()
        ffmpeg.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        ffmpeg.arguments = [
            "ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", "\(pattern)=size=64x48:rate=10:duration=\(seconds)", "-c:v", "mpeg4",
            "-g", "10", path,
        ]
        ffmpeg.standardInput = FileHandle.nullDevice
        do { try ffmpeg.run() } catch { throw Failure(description: "cannot run ffmpeg: \(error)") }
        ffmpeg.waitUntilExit()
        guard ffmpeg.terminationStatus == 0 else { throw Failure(description: "ffmpeg could not make \(path)") }
    }
}
