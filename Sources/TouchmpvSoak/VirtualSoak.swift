import CLinuxInput
import Gestures
import PlayerGestures
import PlayerModel
import ToolSupport
import TouchInput

/// The virtual-time half of the soak: `hours` of synthetic traffic as raw
/// `struct input_event` bytes through the whole pipeline `touchmpv play` runs —
/// `InputEventCodec` (in 4 KiB reads), `EvdevDecoder`, the player gesture layer and its
/// deadlines — into the simulated player, as fast as it goes. Resident memory is taken
/// at the end of every tenth of the run.
struct VirtualSoak {
    /// What a run measured.
    struct Report {
        /// Virtual seconds of traffic played.
        var seconds: Int64 = 0
        /// `struct input_event` records decoded.
        var events = 0
        /// Touch updates (downs, moves, lifts, cancellations) delivered.
        var updates = 0
        /// Player actions recognized.
        var actions = 0
        /// Resident memory at the end of each tenth of the run, in KiB: the first is the
        /// figure after warm-up, the last the figure at the end.
        var resident: [Int] = []
    }

    /// Plays `seconds` of traffic from `seed` and reports.
    static func run(seconds: Int64, seed: UInt64) -> Report {
        let description = DeviceDescription.fallback(xRange: 0...1279, yRange: 0...719)
        var decoder = EvdevDecoder(description: description, mapper: CoordinateMapper(description: description, screen: .standardScreen))
        var codec = InputEventCodec()
        let layer = PlayerGestureLayer(screen: Size(width: 1280, height: 720))
        let player = SimulatedPlayer()
        layer.delegate = player
        var report = Report(seconds: seconds)
        player.onAction = { _, _ in report.actions += 1 }
        var traffic = SyntheticTraffic(seed: seed)
        let end = seconds * 1_000_000
        var start: Int64 = 1_000_000
        var pending: [UInt8] = []
        while start < end {
            let gesture = traffic.nextGesture()
            for frame in gesture.frames {
                let time = Instant(microseconds: start + frame.offset)
                let events = (frame.events + [(EV_SYN, SYN_REPORT, 0)]).map {
                    InputEvent(time: time, type: UInt16($0.type), code: UInt16($0.code), value: $0.value)
                }
                pending += InputEventCodec.encode(events)
                report.events += events.count
            }
            // Reads as a device delivers them: whatever is there, in pieces of 4 KiB.
            var offset = 0
            while offset < pending.count {
                let piece = Array(pending[offset..<min(offset + 4096, pending.count)])
                for touchFrame in decoder.decode(codec.decode(piece)) {
                    report.updates += touchFrame.updates.count
                    layer.send(touchFrame)
                    player.advance(to: touchFrame.time)
                }
                offset += piece.count
            }
            pending.removeAll(keepingCapacity: true)
            start += gesture.length
            layer.advance(to: Instant(microseconds: start))
            player.advance(to: Instant(microseconds: start))
            if start >= end / 10 * Int64(report.resident.count + 1) {
                report.resident.append(ProcStatus.kilobytes("VmRSS:", of: "self") ?? 0)
            }
        }
        // The player, the layer's delegate, is not used below: kept to the layer's last report.
        withExtendedLifetime(player) { layer.cancelAllTouches() }
        return report
    }
}
