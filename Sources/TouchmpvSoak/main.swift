import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// `make soak`: an hour of synthetic touch traffic through the whole pipeline in virtual
// time, a kiosk's day in virtual time (`KioskDay`), the kiosk's visitors on real mpv
// (`KioskVisitors`: their checks, and memory and descriptors hour by hour), then SOAK_SECONDS (default 300) of
// traffic in real time against `touchmpv play --headless` on real libmpv; resident
// memory at every tenth of the hour and of the live run, open descriptors too in the
// live run. Exit status 0 when neither run grew by more than `growthLimit` KiB over its
// second half (once caches, mpv's included, have filled), the day's end has the
// descriptors of its first hour and at most `dayGrowthLimit` KiB more resident memory,
// its screen schedule switched off at 23:00 pausing playback and on at 07:00 resuming
// it and kept its rules in between (`KioskScreen`), every visitor's check held with
// nothing said on standard error and the visitors' hours kept their descriptors, and the
// live run ended with the descriptors it had after its first tenth; 1 when one of these
// failed or play did not stop cleanly, 3 when the day, the visitors or the live run could
// not run.

/// The most resident memory may grow over the second half of a run, in KiB: allocator
/// noise, far below what a leak of a few bytes per event would add.
let growthLimit = 1024

/// The most the kiosk day's resident memory may grow from its first hour to its end, in
/// KiB: glibc's malloc keeps up to 128 KiB free at the top of its heap before giving it
/// back (M_TRIM_THRESHOLD), so freed memory may stay resident by that much, twice over
/// for the heap and a thread's arena; a leak of what the day repeats (a reload's parsed
/// settings and mpv parser, a reconnection's device and inotify watch, 8 and 12 times
/// after the first hour) shows above it.
let dayGrowthLimit = 256

/// How much `samples` grew from the middle of the run to its end, in KiB.
func secondHalfGrowth(_ samples: [Int]) -> Int {
    guard let last = samples.last, samples.count >= 2 else { return 0 }
    return last - samples[(samples.count - 1) / 2]
}

/// The samples as a line: first, middle and last figures, and the whole series.
func describe(_ samples: [Int]) -> String {
    guard let first = samples.first, let last = samples.last else { return "no RSS samples" }
    return "RSS \(first) KiB after the first tenth, \(last) KiB at the end; second half \(secondHalfGrowth(samples)) KiB "
        + "(every tenth: \(samples.map(String.init).joined(separator: " ")))"
}
let environment = ProcessInfo.processInfo.environment
let liveSeconds = environment["SOAK_SECONDS"].flatMap { Int($0) }.map { max(10, $0) } ?? 300
let virtualSeconds: Int64 = 3600
let dayHours = 24
/// Visitors in each of the kiosk's hours on real mpv: 72 in the day, about three minutes.
let visitorsPerHour = 3
let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("touchmpv").path

/// Prints `line` at once (the live half takes minutes; its progress should show).
func say(_ line: String) {
    print(line)
    fflush(nil)
}

say("soak: \(virtualSeconds) s of synthetic traffic in virtual time through codec, decoder, gesture layer, simulated player")
let virtual = VirtualSoak.run(seconds: virtualSeconds, seed: 7)
say(
    "soak: virtual: \(virtual.events) events, \(virtual.updates) touch updates, \(virtual.actions) actions; "
        + describe(virtual.resident))
var failed = secondHalfGrowth(virtual.resident) > growthLimit
say(
    "soak: a kiosk's \(dayHours) h in virtual time from 12:00: touches, a looping playlist, reloads, the touchscreen unplugged "
        + "and back, the screen on from 07:00 to 23:00")
do throws(KioskDay.Failure) {
    let day = try KioskDay.run(hours: dayHours, seed: 5)
    let first = day.afterFirstHour
    let end = day.atEnd
    say(
        "soak: day: \(day.touchSequences) touch sequences, \(day.actions) actions, \(day.entriesStarted) playlist entries started, "
            + "\(day.reloads) reloads, \(day.replugs) replugs; RSS \(first.resident) KiB after the first hour, \(end.resident) KiB "
            + "at the end (\(end.resident - first.resident) KiB); descriptors \(first.descriptors) after the first hour, "
            + "\(end.descriptors) at the end")
    say(
        "soak: day: screen off at \(day.screenOff ?? "no time") (playback \(day.pausedAtOff ? "paused" : "not paused") by it), "
            + "on at \(day.screenOn ?? "no time") (\(day.resumedAtOn ? "resumed" : "not resumed")), \(day.wakes) wakes by night touches; "
            + "the closing round \(day.closingRoundStarted ? "started playback a visitor had paused" : "found playback playing")")
    for violation in day.screenViolations { say("soak: day: screen: \(violation)") }
    failed =
        failed || end.descriptors != first.descriptors || end.resident - first.resident > dayGrowthLimit
        || !day.screenViolations.isEmpty || day.screenOff == nil || day.screenOn == nil || !day.pausedAtOff || !day.resumedAtOn
} catch {
    say("soak: day: \(error)")
    exit(3)
}
say(
    "soak: the kiosk's visitors: \(dayHours) hours of \(visitorsPerHour) visitors each into touchmpv play --headless with an "
        + "attract loop and a library (real libmpv), the library changed every third hour")
do throws(KioskVisitors.Failure) {
    let kiosk = try KioskVisitors.run(executable: executable, hours: dayHours, visitorsPerHour: visitorsPerHour, seed: 13)
    say(
        "soak: visitors: \(kiosk.visitors) visitors in \(kiosk.seconds) s: \(kiosk.watchedToEnd) watched a title to its end, "
            + "\(kiosk.pausedAndLeft) paused one and walked away, \(kiosk.homeKeys) pressed the home key, \(kiosk.backButtons) "
            + "tapped back, \(kiosk.leftChooser) walked away from the chooser; \(kiosk.libraryChanges) library changes; "
            + "\(kiosk.checksPassed) checks passed, \(kiosk.failures.count) failed; RSS \(kiosk.resident.first ?? 0) KiB after "
            + "the first hour, \(kiosk.resident.last ?? 0) KiB at the end, \(kiosk.resident.max() ?? 0) KiB at most, second half "
            + "\(secondHalfGrowth(kiosk.resident)) KiB (every hour: \(kiosk.resident.map(String.init).joined(separator: " "))); descriptors \(kiosk.descriptors.first ?? 0) after the first hour, "
            + "\(kiosk.descriptors.last ?? 0) at the end (every hour: \(kiosk.descriptors.map(String.init).joined(separator: " "))); "
            + "exit status after SIGTERM \(kiosk.exitStatus)")
    for failure in kiosk.failures { say("soak: visitors: \(failure)") }
    for line in kiosk.said { say("soak: visitors: play said: \(line)") }
    failed =
        failed || !kiosk.failures.isEmpty || !kiosk.said.isEmpty || secondHalfGrowth(kiosk.resident) > growthLimit
        || kiosk.descriptors.first != kiosk.descriptors.last || kiosk.exitStatus != 0
} catch {
    say("soak: visitors: \(error)")
    exit(3)
}
say("soak: \(liveSeconds) s of synthetic traffic in real time into touchmpv play --headless (real libmpv)")
do throws(LiveSoak.Failure) {
    let live = try LiveSoak.run(executable: executable, seconds: liveSeconds, seed: 11)
    say(
        "soak: live: \(live.events) events, \(live.actions) actions; " + describe(live.resident)
            + "; descriptors \(live.descriptors.first ?? 0) after the first tenth, \(live.descriptors.last ?? 0) at the end"
            + "; exit status after SIGTERM \(live.exitStatus)")
    failed =
        failed || secondHalfGrowth(live.resident) > growthLimit || live.descriptors.first != live.descriptors.last
        || live.exitStatus != 0
} catch {
    say("soak: live: \(error)")
    exit(3)
}
print(
    failed
        ? "soak: FAILED: memory grew by more than its allowance, descriptors changed, the day's screen broke its schedule, "
            + "or play did not stop cleanly"
        : "soak: ok: no growth")
exit(failed ? 1 : 0)
