import Foundation

/// Everything one `make bench` run measured, printed as a table and written as JSON.
struct BenchReport {
    /// The recognizers alone.
    var gestures: GesturesBenchmark.Result?
    /// Where the recognizers' callgrind profile was left.
    var gesturesProfile: String?
    /// Section 1.
    var pipeline: PipelineBenchmark.Result?
    /// Where the full pipeline's callgrind profile was left.
    var pipelineProfile: String?
    /// Section 2.
    var latency: LatencyBenchmark.Result?
    /// Section 3.
    var idle: IdleBenchmark.Result?
    /// Section 3b: a menu list's redraws during a fling and after it.
    var fling: FlingBenchmark.Result?
    /// Section 4: start-up and memory.
    var comparison: PlainMPVComparison.Result?
    /// Section 4: seeking.
    var seek: SeekBenchmark.Result?
    /// Section 5: seek thumbnails through touchmpv.
    var thumbnails: ThumbnailBenchmark.Result?
    /// Section 5: the same with `thumbnail-cache = 0`, every picture decoded when asked for.
    var uncachedThumbnails: ThumbnailBenchmark.Result?
    /// Section 5: the same targets through thumbfast's method.
    var thumbfast: ThumbfastComparison.Result?
    /// Section 5: section 2 again while a preview's picture is decoding.
    var latencyWhileDecoding: LatencyBenchmark.Result?
    /// Section 6: the storyboard of a 90-minute film.
    var storyboard: StoryboardBenchmark.Result?
    /// Where and when it ran.
    var machine: MachineDescription
    /// Sections that could not run, with why.
    var failures: [String: String] = [:]

    /// A row of the table: what, the figure, the goal, whether it is met.
    private struct Row {
        var name: String
        var value: String
        var goal: String = ""
        var met: Bool?
    }

    // MARK: - Figures

    /// Touch latency p50 / p99, floor p50 / p99, and the p99 overhead, in µs.
    private var latencyFigures: (p50: Double, p99: Double, floor50: Double, floor99: Double, overhead: Double)? {
        Self.figures(of: latency)
    }

    /// The same while a preview's picture decodes.
    private var decodingLatencyFigures: (p50: Double, p99: Double, floor50: Double, floor99: Double, overhead: Double)? {
        Self.figures(of: latencyWhileDecoding)
    }

    private static func figures(of latency: LatencyBenchmark.Result?) -> (
        p50: Double, p99: Double, floor50: Double, floor99: Double, overhead: Double
    )? {
        guard let latency, !latency.touch.isEmpty, !latency.floor.isEmpty else { return nil }
        let p99 = Statistics.percentile(latency.touch, 99)
        let floor99 = Statistics.percentile(latency.floor, 99)
        return (Statistics.percentile(latency.touch, 50), p99, Statistics.percentile(latency.floor, 50), floor99, p99 - floor99)
    }

    /// Median peak RSS of touchmpv over plain mpv.
    private var rssRatio: Double? {
        guard let comparison, !comparison.mpvPeakRSS.isEmpty, !comparison.touchmpvPeakRSS.isEmpty else { return nil }
        return Statistics.median(comparison.touchmpvPeakRSS) / Statistics.median(comparison.mpvPeakRSS)
    }

    /// Median start-up of touchmpv over plain mpv.
    private var startupRatio: Double? {
        guard let comparison, !comparison.mpvStartup.isEmpty, !comparison.touchmpvStartup.isEmpty else { return nil }
        return Statistics.median(comparison.touchmpvStartup) / Statistics.median(comparison.mpvStartup)
    }

    /// Median touch seek over median IPC seek.
    private var seekRatio: Double? {
        guard let seek, !seek.touch.isEmpty, !seek.ipc.isEmpty else { return nil }
        return Statistics.median(seek.touch.map(\.restart)) / Statistics.median(seek.ipc.map(\.restart))
    }

    /// Seek thumbnails' p50 over thumbfast's.
    private var thumbnailRatio: Double? { ratioToThumbfast(thumbnails) }

    /// The same without the cache.
    private var uncachedThumbnailRatio: Double? { ratioToThumbfast(uncachedThumbnails) }

    private func ratioToThumbfast(_ thumbnails: ThumbnailBenchmark.Result?) -> Double? {
        guard let thumbnails, let thumbfast, !thumbnails.samples.isEmpty, !thumbfast.samples.isEmpty else { return nil }
        return Statistics.median(thumbnails.samples) / Statistics.median(thumbfast.samples)
    }

    /// The memory the second core adds, in MiB.
    private var thumbnailMebibytes: Double? {
        thumbnails.map { Double($0.residentWith - $0.residentWithout) / 1024 }
    }

    // MARK: - JSON

    /// The figures as `bench.json`'s object.
    var json: [String: Any] {
        var object: [String: Any] = [
            "date": machine.date, "machine": machine.json,
            "goals": [
                "ns_per_event": "<= 120", "ns_per_update": "<= 300", "gestures_instructions_per_update": "<= 1400",
                "latency_overhead_p99_us": "< 1000", "idle_wakeups": "0", "fling_overlay_updates_per_s": "about 60",
                "after_fling_overlay_updates": "0",
                "rss_ratio_vs_mpv": "<= 1.15",
                "startup_ratio_vs_mpv": "<= 1.2", "seek_ratio_vs_mpv": "<= 1.1", "thumbnail_ratio_vs_thumbfast": "<= 0.5",
                "latency_overhead_p99_us_thumbnails": "< 1000",
            ],
        ]
        if let gestures {
            object["gestures_ns_per_update"] = round(gestures.nanosecondsPerUpdate * 10) / 10
            object["gestures_ns_per_update_fastest_run"] = round(gestures.fastestNanosecondsPerUpdate * 10) / 10
            if let instructions = gestures.instructionsPerUpdate {
                object["gestures_instructions_per_update"] = round(instructions)
            }
            if let gesturesProfile { object["gestures_callgrind_profile"] = gesturesProfile }
            object["gestures_updates"] = gestures.updates
            object["gestures_frames"] = gestures.frames
            object["gestures_repetitions"] = gestures.repetitions
            object["gestures_pinned_to_cpu0"] = gestures.pinned
            object["gestures_stream"] = [
                "taps": gestures.tally.taps, "drags": gestures.tally.drags, "pinch_rotates": gestures.tally.pinchRotates,
            ]
            let recognized = gestures.recognitions
            object["gestures_recognitions"] = [
                "single_taps": recognized.singleTaps, "double_taps": recognized.doubleTaps, "long_presses": recognized.longPresses,
                "pans": recognized.pans, "swipes": recognized.swipes, "pinches": recognized.pinches, "rotations": recognized.rotations,
            ]
            object["gestures_check_failures"] = gestures.checkFailures
        }
        if let pipeline {
            object["ns_per_event"] = round(pipeline.nanosecondsPerEvent[.full] ?? 0)
            object["ns_per_update"] = round(pipeline.nanosecondsPerUpdate)
            if let instructions = pipeline.instructions {
                object["instructions_per_event"] = round(instructions.perEvent * 10) / 10
                object["instructions_per_update"] = round(instructions.perUpdate * 10) / 10
            }
            if let pipelineProfile { object["pipeline_callgrind_profile"] = pipelineProfile }
            object["events"] = pipeline.events
            object["updates"] = pipeline.updates
            object["frames"] = pipeline.frames
            object["actions"] = pipeline.actions.values.reduce(0, +)
            object["actions_by_kind"] = Dictionary(uniqueKeysWithValues: pipeline.actions.map { ($0.key.rawValue, $0.value) })
            object["ns_per_event_decode"] = round(pipeline.nanosecondsPerEvent[.decode] ?? 0)
            object["ns_per_event_decode_recognize"] = round(pipeline.nanosecondsPerEvent[.decodeRecognize] ?? 0)
            object["ns_per_event_full"] = round(pipeline.nanosecondsPerEvent[.full] ?? 0)
            object["ns_per_event_fastest_run"] = Dictionary(
                uniqueKeysWithValues: pipeline.fastestNanosecondsPerEvent.map {
                    ($0.key.rawValue, round($0.value))
                })
            object["ns_per_event_wall_clock"] = Dictionary(
                uniqueKeysWithValues: pipeline.wallNanosecondsPerEvent.map {
                    ($0.key.rawValue, round($0.value))
                })
            object["pipeline_repetitions"] = pipeline.repetitions
            object["pipeline_pinned_to_cpu0"] = pipeline.pinned
            object["stream_gestures"] = [
                "taps": pipeline.tally.taps, "double_taps": pipeline.tally.doubleTaps, "drags": pipeline.tally.drags,
                "long_presses": pipeline.tally.longPresses, "pinches": pipeline.tally.pinches,
                "ten_finger_sequences": pipeline.tally.tenFingerSequences,
            ]
            object["stream_check_failures"] = pipeline.checkFailures
        }
        if let figures = latencyFigures, let latency {
            object["latency_p50_us"] = round(figures.p50)
            object["latency_p99_us"] = round(figures.p99)
            object["floor_p50_us"] = round(figures.floor50)
            object["floor_p99_us"] = round(figures.floor99)
            object["latency_overhead_p99_us"] = round(figures.overhead)
            object["latency_overhead_p50_us"] = round(figures.p50 - figures.floor50)
            object["latency_samples"] = latency.touch.count
            object["floor_samples"] = latency.floor.count
            object["latency_missed_samples"] = latency.missed
        }
        if let idle {
            object["idle_wakeups"] = idle.runLoopWakeups
            object["idle_cpu_ms"] = idle.cpuMilliseconds
            object["idle_runloop_cpu_ms"] = idle.runLoopCPUMilliseconds
            object["idle_mpv_thread_wakeups"] = idle.otherThreadWakeups
            object["idle_window_s"] = round(idle.seconds * 10) / 10
        }
        if let fling {
            object["fling_overlay_updates_per_s"] = round(fling.updatesPerSecond * 10) / 10
            object["fling_overlay_updates"] = fling.movingUpdates
            object["fling_drag_overlay_updates"] = fling.dragUpdates
            object["fling_moving_s"] = round(fling.movingSeconds * 1000) / 1000
            object["after_fling_overlay_updates"] = fling.afterUpdates
            object["after_fling_window_s"] = round(fling.afterSeconds * 10) / 10
        }
        if let comparison {
            object["rss_touchmpv_kib"] = Statistics.median(comparison.touchmpvPeakRSS)
            object["rss_mpv_kib"] = Statistics.median(comparison.mpvPeakRSS)
            object["startup_touchmpv_ms"] = round(Statistics.median(comparison.touchmpvStartup) * 10) / 10
            object["startup_mpv_ms"] = round(Statistics.median(comparison.mpvStartup) * 10) / 10
            object["startup_runs"] = comparison.mpvStartup.count
            object["rss_runs"] = comparison.mpvPeakRSS.count
        }
        if let rssRatio { object["rss_ratio_vs_mpv"] = round(rssRatio * 1000) / 1000 }
        if let startupRatio { object["startup_ratio_vs_mpv"] = round(startupRatio * 1000) / 1000 }
        if let seek {
            object["seek_touch_p50_us"] = round(Statistics.median(seek.touch.map(\.restart)))
            object["seek_ipc_p50_us"] = round(Statistics.median(seek.ipc.map(\.restart)))
            object["seek_touch_p99_us"] = round(Statistics.percentile(seek.touch.map(\.restart), 99))
            object["seek_ipc_p99_us"] = round(Statistics.percentile(seek.ipc.map(\.restart), 99))
            object["seek_playing_touch_p50_us"] = round(Statistics.median(seek.playingTouch.map(\.restart)))
            object["seek_playing_ipc_p50_us"] = round(Statistics.median(seek.playingIPC.map(\.restart)))
            object["seek_playing_samples"] = seek.playingTouch.count
            object["seek_touch_to_seek_event_p50_us"] = round(Statistics.median(seek.touch.map(\.seekEvent)))
            object["seek_ipc_to_seek_event_p50_us"] = round(Statistics.median(seek.ipc.map(\.seekEvent)))
            object["seek_samples"] = seek.touch.count
            object["seek_missed_samples"] = seek.missed
        }
        if let seekRatio { object["seek_ratio_vs_mpv"] = round(seekRatio * 1000) / 1000 }
        // PREFIX_p50_ms, PREFIX_p95_ms and the counts of samples in milliseconds.
        func pictures(_ prefix: String, _ samples: [Double], missed: Int) {
            object["\(prefix)_p50_ms"] = round(Statistics.median(samples) * 10) / 10
            object["\(prefix)_p95_ms"] = round(Statistics.percentile(samples, 95) * 10) / 10
            object["\(prefix)_samples"] = samples.count
            object["\(prefix)_missed_samples"] = missed
            object["\(prefix)_samples_under_5_ms"] = samples.count(where: { $0 < ThumbnailBenchmark.atOnceMilliseconds })
        }
        if let thumbnails {
            pictures("thumbnail", thumbnails.samples, missed: thumbnails.missed)
            object["thumbnail_rss_with_kib"] = thumbnails.residentWith
            object["thumbnail_rss_without_kib"] = thumbnails.residentWithout
        }
        if let thumbnailMebibytes { object["thumbnail_rss_mb"] = round(thumbnailMebibytes * 10) / 10 }
        if let thumbfast { pictures("thumbfast", thumbfast.samples, missed: thumbfast.missed) }
        if let thumbnailRatio { object["thumbnail_ratio_vs_thumbfast"] = round(thumbnailRatio * 1000) / 1000 }
        if let uncachedThumbnails {
            pictures("thumbnail_uncached", uncachedThumbnails.samples, missed: uncachedThumbnails.missed)
            object["thumbnail_uncached_rss_with_kib"] = uncachedThumbnails.residentWith
        }
        if let uncachedThumbnailRatio {
            object["thumbnail_uncached_ratio_vs_thumbfast"] = round(uncachedThumbnailRatio * 1000) / 1000
        }
        if let storyboard {
            if let cover = storyboard.coverSeconds { object["storyboard_cover_s"] = round(cover * 10) / 10 }
            for (prefix, samples) in [
                ("storyboard_covered", storyboard.covered), ("storyboard_early", storyboard.early),
                ("storyboard_played_before", storyboard.playedBefore),
            ] where !samples.isEmpty {
                pictures(prefix, samples, missed: 0)
                object["\(prefix)_max_ms"] = round((samples.max() ?? 0) * 10) / 10
                // Which rest was slowest (1: the first, which may wait for the second core).
                object["\(prefix)_slowest_rest"] = (samples.indices.max { samples[$0] < samples[$1] } ?? 0) + 1
            }
            object["storyboard_missed_samples"] = storyboard.missed
        }
        if let figures = decodingLatencyFigures, let latency = latencyWhileDecoding {
            object["latency_p99_us_thumbnails"] = round(figures.p99)
            object["floor_p99_us_thumbnails"] = round(figures.floor99)
            object["latency_overhead_p99_us_thumbnails"] = round(figures.overhead)
            object["latency_samples_thumbnails"] = latency.touch.count
            object["latency_missed_samples_thumbnails"] = latency.missed
            if let decode = latency.decodeMilliseconds { object["latency_thumbnails_decode_ms"] = round(decode * 10) / 10 }
        }
        if !failures.isEmpty { object["failures"] = failures }
        return object
    }

    /// Writes `json` to `path`, keys sorted.
    func write(to path: String) throws(BenchError) {
        guard let data = try? JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys]),
            FileManager.default.createFile(atPath: path, contents: data + Data([0x0A]))
        else { throw BenchError("cannot write \(path)") }
    }

    // MARK: - Table

    /// The table, as lines.
    var table: [String] {
        var rows: [Row] = []
        if let gestures {
            let instructions = gestures.instructionsPerUpdate
            rows += [
                Row(
                    name: "recognizers alone, instructions per update", value: instructions.map { format($0) } ?? "-",
                    goal: "≤ 1400", met: instructions.map { $0 <= 1400 }),
                Row(name: "recognizers alone, CPU ns per update", value: format(gestures.nanosecondsPerUpdate, digits: 1)),
                Row(
                    name: "  updates / frames / recognitions",
                    value: "\(gestures.updates) / \(gestures.frames) / \(gestures.recognitions.total)",
                    goal: "as the stream's gestures", met: gestures.checkFailures.isEmpty),
            ]
        }
        if let pipeline {
            let full = pipeline.nanosecondsPerEvent[.full] ?? 0
            rows += [
                Row(name: "pipeline, CPU ns per event (full)", value: format(full), goal: "≤ 120", met: full <= 120),
                Row(name: "  decode only", value: format(pipeline.nanosecondsPerEvent[.decode] ?? 0)),
                Row(name: "  decode + recognize", value: format(pipeline.nanosecondsPerEvent[.decodeRecognize] ?? 0)),
                Row(name: "  wall-clock ns per event (full)", value: format(pipeline.wallNanosecondsPerEvent[.full] ?? 0)),
                Row(
                    name: "pipeline, CPU ns per update (full)", value: format(pipeline.nanosecondsPerUpdate), goal: "≤ 300",
                    met: pipeline.nanosecondsPerUpdate <= 300),
                Row(
                    name: "pipeline, instructions per event / per update (full)",
                    value: pipeline.instructions.map { "\(format($0.perEvent)) / \(format($0.perUpdate))" } ?? "-"),
                Row(name: "  events / updates / frames", value: "\(pipeline.events) / \(pipeline.updates) / \(pipeline.frames)"),
                Row(
                    name: "  actions", value: "\(pipeline.actions.values.reduce(0, +))",
                    goal: "as the stream's gestures", met: pipeline.checkFailures.isEmpty),
            ]
        }
        if let figures = latencyFigures, let latency {
            rows += [
                Row(name: "touch → volume change, p50 / p99 µs", value: "\(format(figures.p50)) / \(format(figures.p99))"),
                Row(name: "floor (IPC set_property), p50 / p99 µs", value: "\(format(figures.floor50)) / \(format(figures.floor99))"),
                Row(name: "latency overhead p99, µs", value: format(figures.overhead), goal: "< 1000", met: figures.overhead < 1000),
                Row(
                    name: "  samples (touch / floor / missed)", value: "\(latency.touch.count) / \(latency.floor.count) / \(latency.missed)"
                ),
            ]
        }
        if let idle {
            rows += [
                Row(
                    name: "idle run-loop wakeups in \(format(idle.seconds)) s", value: "\(idle.runLoopWakeups)", goal: "0",
                    met: idle.runLoopWakeups == 0),
                Row(
                    name: "idle CPU ms (all threads / run loop)",
                    value: "\(format(idle.cpuMilliseconds)) / \(format(idle.runLoopCPUMilliseconds))"),
                Row(name: "  mpv threads' wakeups", value: "\(idle.otherThreadWakeups)"),
            ]
        }
        if let fling {
            let rate = fling.updatesPerSecond
            rows += [
                Row(
                    name: "menu fling, overlay updates per s",
                    value: "\(format(rate, digits: 1)) (\(fling.movingUpdates) in \(format(fling.movingSeconds, digits: 2)) s)",
                    goal: "about 60 (one a frame)", met: rate >= 50 && rate <= 70),
                Row(
                    name: "  after it rested, updates in \(format(fling.afterSeconds)) s", value: "\(fling.afterUpdates)", goal: "0",
                    met: fling.afterUpdates == 0),
            ]
        }
        if let comparison, let rssRatio, let startupRatio {
            rows += [
                Row(
                    name: "peak RSS vs mpv (MiB)",
                    value:
                        "\(format(rssRatio, digits: 3))× (\(format(Statistics.median(comparison.touchmpvPeakRSS) / 1024, digits: 1)) / \(format(Statistics.median(comparison.mpvPeakRSS) / 1024, digits: 1)))",
                    goal: "≤ 1.15", met: rssRatio <= 1.15),
                Row(
                    name: "start-up vs mpv (ms)",
                    value:
                        "\(format(startupRatio, digits: 3))× (\(format(Statistics.median(comparison.touchmpvStartup))) / \(format(Statistics.median(comparison.mpvStartup))))",
                    goal: "≤ 1.2", met: startupRatio <= 1.2),
            ]
        }
        if let seek, let seekRatio {
            rows.append(
                Row(
                    name: "seek → playback-restart (paused), touch vs IPC (µs)",
                    value:
                        "\(format(seekRatio, digits: 3))× (\(format(Statistics.median(seek.touch.map(\.restart)))) / \(format(Statistics.median(seek.ipc.map(\.restart)))))",
                    goal: "≤ 1.1", met: seekRatio <= 1.1))
            rows.append(
                Row(
                    name: "  while playing, touch / IPC (µs)",
                    value:
                        "\(format(Statistics.median(seek.playingTouch.map(\.restart)))) / \(format(Statistics.median(seek.playingIPC.map(\.restart))))"
                ))
            rows.append(
                Row(
                    name: "  commit → mpv's seek event, touch / IPC (µs)",
                    value:
                        "\(format(Statistics.median(seek.touch.map(\.seekEvent)))) / \(format(Statistics.median(seek.ipc.map(\.seekEvent))))"
                ))
        }
        if let thumbnails, let thumbfast, let thumbnailRatio, let thumbnailMebibytes {
            rows += [
                Row(
                    name: "thumbnail rest → overlay-add, p50 / p95 ms",
                    value:
                        "\(format(Statistics.median(thumbnails.samples), digits: 1)) / \(format(Statistics.percentile(thumbnails.samples, 95), digits: 1))"
                ),
                Row(
                    name: "  thumbfast's method, seek → file, p50 / p95 ms",
                    value:
                        "\(format(Statistics.median(thumbfast.samples), digits: 1)) / \(format(Statistics.percentile(thumbfast.samples, 95), digits: 1))"
                ),
                Row(
                    name: "thumbnail p50 vs thumbfast", value: "\(format(thumbnailRatio, digits: 3))×", goal: "≤ 0.5",
                    met: thumbnailRatio <= 0.5),
                Row(
                    name: "  from memory (under 5 ms) of ours",
                    value: String(thumbnails.samples.count(where: { $0 < ThumbnailBenchmark.atOnceMilliseconds }))),
                Row(name: "  second core's memory, MiB", value: format(thumbnailMebibytes, digits: 1)),
                Row(
                    name: "  samples (ours / thumbfast / missed)",
                    value: "\(thumbnails.samples.count) / \(thumbfast.samples.count) / \(thumbnails.missed + thumbfast.missed)"),
            ]
        }
        if let uncachedThumbnails, let uncachedThumbnailRatio {
            rows += [
                Row(
                    name: "thumbnail-cache = 0, p50 / p95 ms",
                    value:
                        "\(format(Statistics.median(uncachedThumbnails.samples), digits: 1)) / \(format(Statistics.percentile(uncachedThumbnails.samples, 95), digits: 1))"
                ),
                Row(name: "  its p50 vs thumbfast", value: "\(format(uncachedThumbnailRatio, digits: 3))×"),
                Row(name: "  samples (missed)", value: "\(uncachedThumbnails.samples.count) (\(uncachedThumbnails.missed))"),
            ]
        }
        if let storyboard {
            let targets = PreviewPan.levels.count + 1
            let atOnce = { (samples: [Double]) in samples.count(where: { $0 < ThumbnailBenchmark.atOnceMilliseconds }) }
            rows += [
                Row(
                    name: "storyboard of a new 90-min film covers it after, s",
                    value: storyboard.coverSeconds.map { format($0, digits: 1) } ?? "not in \(Int(StoryboardBenchmark.coverLimit)) s"),
                Row(name: "  its first scrub then, under 5 ms", value: "\(atOnce(storyboard.covered)) of \(targets)"),
                Row(
                    name: "  a first scrub at once on a new start, under 5 ms",
                    value: "\(atOnce(storyboard.early)) of \(targets)"),
                Row(
                    name: "film played before: every target under 5 ms (max ms)",
                    value: format(storyboard.playedBefore.max() ?? .infinity, digits: 1),
                    goal: "< 5", met: atOnce(storyboard.playedBefore) == targets),
            ]
        }
        if let figures = decodingLatencyFigures, let latency = latencyWhileDecoding {
            rows += [
                Row(
                    name: "latency overhead p99 while a thumbnail decodes, µs", value: format(figures.overhead), goal: "< 1000",
                    met: figures.overhead < 1000),
                Row(
                    name: "  touch / floor p99 µs, decode ms",
                    value:
                        "\(format(figures.p99)) / \(format(figures.floor99)), \(latency.decodeMilliseconds.map { format($0, digits: 1) } ?? "-")"
                ),
            ]
        }
        for (section, reason) in failures.sorted(by: { $0.key < $1.key }) {
            rows.append(Row(name: "\(section): did not run", value: reason))
        }
        let header = Row(name: "measure", value: "value", goal: "goal")
        let nameWidth = (rows + [header]).map(\.name.count).max() ?? 0
        let valueWidth = (rows + [header]).map(\.value.count).max() ?? 0
        func line(_ row: Row, status: String) -> String {
            "| " + row.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + " | "
                + row.value.padding(toLength: valueWidth, withPad: " ", startingAt: 0) + " | "
                + row.goal.padding(toLength: 24, withPad: " ", startingAt: 0) + " | "
                + status.padding(toLength: 6, withPad: " ", startingAt: 0) + " |"
        }
        var lines = [
            line(header, status: "met"),
            "|" + String(repeating: "-", count: nameWidth + 2) + "|" + String(repeating: "-", count: valueWidth + 2)
                + "|" + String(repeating: "-", count: 26) + "|" + String(repeating: "-", count: 8) + "|",
        ]
        for row in rows {
            lines.append(line(row, status: row.met.map { $0 ? "yes" : "NO" } ?? ""))
        }
        return lines
    }

    private func format(_ value: Double, digits: Int = 0) -> String {
        String(format: "%.\(digits)f", value)
    }
}
