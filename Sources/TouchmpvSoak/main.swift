import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// `make soak`: an hour of synthetic touch traffic through the whole pipeline in virtual
// time, then SOAK_SECONDS (default 300) of it in real time against `touchmpv play
// --headless` on real libmpv; resident memory at every tenth of each. Exit status 0 when
// neither grew by more than `growthLimit` KiB over its second half (once caches, mpv's
// included, have filled), 1 when one did or play did not stop cleanly, 3 when the live
// half could not run.

/// The most resident memory may grow over the second half of a run, in KiB: allocator
/// noise, far below what a leak of a few bytes per event would add.
let growthLimit = 1024

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
say("soak: \(liveSeconds) s of synthetic traffic in real time into touchmpv play --headless (real libmpv)")
var failed = secondHalfGrowth(virtual.resident) > growthLimit
do throws(LiveSoak.Failure) {
    let live = try LiveSoak.run(executable: executable, seconds: liveSeconds, seed: 11)
    say(
        "soak: live: \(live.events) events, \(live.actions) actions; " + describe(live.resident)
            + "; exit status after SIGTERM \(live.exitStatus)")
    failed = failed || secondHalfGrowth(live.resident) > growthLimit || live.exitStatus != 0
} catch {
    say("soak: live: \(error)")
    exit(3)
}
print(failed ? "soak: FAILED: memory grew by more than \(growthLimit) KiB or play did not stop cleanly" : "soak: ok: no growth")
exit(failed ? 1 : 0)
