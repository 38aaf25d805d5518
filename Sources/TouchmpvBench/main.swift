// `make bench`: measures touchmpv against its goals and against plain mpv, prints a table
// and writes the figures as JSON (docs/performance.md).
//
// usage: TouchmpvBench [--touchmpv PATH] [--mpv PATH] [--output FILE] [--events N] [--updates N]
//                      [--only gestures|pipeline|latency|seek|idle|fling|compare|thumbnails|storyboard]...
//        TouchmpvBench --replay-gestures [--updates N]   (what the gestures section runs under callgrind)
//        TouchmpvBench --replay-pipeline [--events N]    (what the pipeline section runs under callgrind)
// Exit status: 0 when every section ran (goals met or not: the table says), 1 when a
// section could not run, 2 for bad usage.
import Foundation
import MPVPlayer
import PlayerRuntime
import SystemCalls
import TouchmpvCommands

let usage = "usage: TouchmpvBench [--touchmpv PATH] [--mpv PATH] [--output FILE] [--events N] [--updates N] [--only SECTION]..."
let sections = ["gestures", "pipeline", "latency", "seek", "idle", "fling", "compare", "thumbnails", "storyboard"]
let options: ArgumentList
do {
    options = try ArgumentList(
        Array(CommandLine.arguments.dropFirst()), valued: ["touchmpv", "mpv", "output", "events", "updates", "only"],
        flags: ["replay-gestures", "replay-pipeline"])
} catch {
    StandardError.write("TouchmpvBench: \(error.message)\n\(usage)\n")
    exit(2)
}
let selected = options.values["only"] ?? sections
guard options.positional.isEmpty, selected.allSatisfy(sections.contains),
    let eventCount = Int(options.value("events") ?? "1000000"), eventCount > 0,
    let updateCount = Int(options.value("updates") ?? "1000000"), updateCount > 0
else {
    StandardError.write("TouchmpvBench: bad arguments; sections are \(sections.joined(separator: ", "))\n\(usage)\n")
    exit(2)
}
let touchmpv = options.value("touchmpv") ?? ".build/release/touchmpv"
let output = options.value("output") ?? ".build/bench.json"
let mpv = options.value("mpv") ?? ProgramLocator.find("mpv")
if options.has("replay-gestures") {
    GesturesBenchmark.replayOnce(minimumUpdates: updateCount)
    exit(0)
}
if options.has("replay-pipeline") {
    PipelineBenchmark.replayOnce(minimumEvents: eventCount)
    exit(0)
}

do {
    let workspace = try Workspace()
    var report = BenchReport(machine: MachineDescription(mpvVersion: ProgramLocator.versionLine(of: mpv, workspace: workspace)))
    print("touchmpv bench: \(report.machine.summary)")
    let callgrind = CallgrindCount(valgrind: ProgramLocator.find("valgrind"), executable: ProgramLocator.currentExecutable)
    /// A file in the folder of the figures' file.
    func besideOutput(_ name: String) -> String {
        URL(fileURLWithPath: output).deletingLastPathComponent().appendingPathComponent(name).path
    }
    func section(_ name: String, _ body: () throws(BenchError) -> Void) {
        guard selected.contains(name) else { return }
        let start = MonotonicClock.nanoseconds()
        do {
            try body()
            print("touchmpv bench: \(name) done in \(String(format: "%.1f", Double(MonotonicClock.nanoseconds() - start) / 1e9)) s")
        } catch {
            report.failures[name] = error.description
            print("touchmpv bench: \(name) failed: \(error.description)")
        }
    }
    section("gestures") { () throws(BenchError) in
        let benchmark = GesturesBenchmark(stream: GestureStream.generate(minimumUpdates: updateCount), repetitions: 5)
        report.gestures = benchmark.measure()
        let profile = besideOutput("gestures.callgrind")
        report.gestures?.instructionsPerUpdate = try benchmark.countInstructions(callgrind, profilePath: profile, workspace: workspace)
        report.gesturesProfile = profile
    }
    section("pipeline") { () throws(BenchError) in
        let benchmark = PipelineBenchmark(stream: SyntheticTouchStream.generate(minimumEvents: eventCount), repetitions: 5)
        let result = benchmark.measure()
        report.pipeline = result
        let profile = besideOutput("pipeline.callgrind")
        report.pipeline?.instructions = try benchmark.countInstructions(
            callgrind, updates: result.updates, profilePath: profile, workspace: workspace)
        report.pipelineProfile = profile
    }
    // touchmpv makes the built-in source on first use; make it now, outside any timing.
    let media: String
    do throws(BuiltInSourceError) {
        media = try BuiltInSource.file { print("touchmpv bench: generating the built-in source into \($0)") }
    } catch {
        throw BenchError("cannot prepare the built-in source: \(error)")
    }
    section("latency") { () throws(BenchError) in
        report.latency = try LatencyBenchmark(executable: touchmpv, workspace: workspace, rounds: 25).measure()
    }
    section("seek") { () throws(BenchError) in
        report.seek = try SeekBenchmark(executable: touchmpv, workspace: workspace, rounds: 40, playingRounds: 10).measure()
    }
    section("idle") { () throws(BenchError) in
        report.idle = try IdleBenchmark(executable: touchmpv, workspace: workspace, seconds: 10).measure()
    }
    section("fling") { () throws(BenchError) in
        report.fling = try FlingBenchmark(
            executable: touchmpv, workspace: workspace, media: media, entries: 30, restSeconds: 4, afterSeconds: 5
        ).measure()
    }
    section("compare") { () throws(BenchError) in
        report.comparison = try PlainMPVComparison(
            touchmpv: touchmpv, mpv: mpv, media: media, workspace: workspace, startupRuns: 7, memoryRuns: 3
        ).measure()
    }
    section("thumbnails") { () throws(BenchError) in
        let file = try ThumbnailMedia.make(ffmpeg: ProgramLocator.find("ffmpeg"), workspace: workspace)
        report.thumbnails = try ThumbnailBenchmark(executable: touchmpv, workspace: workspace, media: file)
            .measure(comparingMemory: true)
        report.uncachedThumbnails = try ThumbnailBenchmark(executable: touchmpv, workspace: workspace, media: file, cache: 0)
            .measure(comparingMemory: false)
        report.thumbfast = try ThumbfastComparison(mpv: mpv, workspace: workspace, media: file, width: ThumbnailBenchmark.pictureWidth)
            .measure()
        report.latencyWhileDecoding = try LatencyBenchmark(
            executable: touchmpv, workspace: workspace, rounds: 25, thumbnailMedia: file
        ).measure()
    }
    section("storyboard") { () throws(BenchError) in
        let film = try StoryboardMedia.make(ffmpeg: ProgramLocator.find("ffmpeg"), workspace: workspace)
        report.storyboard = try StoryboardBenchmark(executable: touchmpv, workspace: workspace, media: film).measure()
    }
    print("")
    for line in report.table { print(line) }
    try report.write(to: output)
    print("\ntouchmpv bench: figures written to \(output)")
    if report.failures.isEmpty {
        workspace.remove()
    } else {
        print("touchmpv bench: logs kept in \(workspace.directory)")
        exit(1)
    }
} catch {
    StandardError.write("TouchmpvBench: \(error)\n")
    exit(1)
}
