import Foundation
#if canImport(Glibc)
import Glibc
#endif

// `make soak`: an hour of synthetic touch traffic through the whole pipeline in virtual
// time, then SOAK_SECONDS (default 300) of it in real time against `touchmpv play
// --headless` on real libmpv; resident memory after warm-up and at the end of each.
// Exit status 0 when neither grew by more than `growthLimit` KiB, 1 when one did, 3 when
// the live half could not run.

/// The most resident memory may grow between warm-up and the end, in KiB: allocator
/// noise, far below what a leak of a few bytes per event would add over an hour.
let growthLimit = 2048
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
say("soak: virtual: \(virtual.events) events, \(virtual.updates) touch updates, \(virtual.actions) actions; "
      + "RSS \(virtual.residentAfterWarmUp) KiB after warm-up, \(virtual.residentAtEnd) KiB at the end "
      + "(\(virtual.residentAtEnd - virtual.residentAfterWarmUp) KiB)")
say("soak: \(liveSeconds) s of synthetic traffic in real time into touchmpv play --headless (real libmpv)")
var failed = virtual.residentAtEnd - virtual.residentAfterWarmUp > growthLimit
do throws(LiveSoak.Failure) {
    let live = try LiveSoak.run(executable: executable, seconds: liveSeconds, seed: 11)
    say("soak: live: \(live.events) events, \(live.actions) actions; "
          + "RSS \(live.residentAfterWarmUp) KiB after warm-up, \(live.residentAtEnd) KiB at the end "
          + "(\(live.residentAtEnd - live.residentAfterWarmUp) KiB); exit status after SIGTERM \(live.exitStatus)")
    failed = failed || live.residentAtEnd - live.residentAfterWarmUp > growthLimit || live.exitStatus != 0
} catch {
    say("soak: live: \(error)")
    exit(3)
}
print(failed ? "soak: FAILED: memory grew by more than \(growthLimit) KiB or play did not stop cleanly" : "soak: ok: no growth")
exit(failed ? 1 : 0)
