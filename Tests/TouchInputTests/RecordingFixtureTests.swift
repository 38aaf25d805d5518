import Gestures
import TestSupport
import Testing
@testable import TouchInput

/// Every real recording in the shared fixtures parses through the same decoder a device uses.
struct RecordingFixtureTests {
    /// Touch sequences: how many touches began, and the ids still down at the end.
    struct Summary {
        var began = 0
        var ended = 0
        var cancelled = 0
        var stillDown: Set<Int> = []
        var maxSimultaneous = 0
        var allInScreen = true
        var frames = 0
    }

    static func summarize(_ script: TouchScript) -> Summary {
        var summary = Summary()
        let screen = script.screen ?? .standard
        for frame in script.frames {
            summary.frames += 1
            for update in frame.updates {
                switch update.phase {
                case .began: summary.began += 1; summary.stillDown.insert(update.id)
                case .ended: summary.ended += 1; summary.stillDown.remove(update.id)
                case .cancelled: summary.cancelled += 1; summary.stillDown.remove(update.id)
                default: break
                }
                let p = update.location
                if !(p.x >= 0 && p.x < screen.width && p.y >= 0 && p.y < screen.height) { summary.allInScreen = false }
            }
            summary.maxSimultaneous = max(summary.maxSimultaneous, summary.stillDown.count)
        }
        return summary
    }

    static func load(_ name: String, desc: String? = nil) throws -> TouchScript {
        try ScriptLoader.load(path: Fixtures.recording(name), descPath: desc.map(Fixtures.recording))
    }

    @Test func printCounts() throws {
        for (name, desc) in [("atmel-maxtouch.1-finger-fast-taps.evemu", nil), ("atmel-maxtouch.4-finger-drag-down.evemu", nil),
                             ("ep0430m09.2-finger-scroll-down.evemu", nil), ("ep0430m09.4-finger-drag-down.evemu", nil),
                             ("ntrig-protocolA.2-fingers-touch-release.events", "ntrig-protocolA.desc"), ("3m-microtouch.multi-finger.evemu", nil)] as [(String, String?)] {
            let s = Self.summarize(try Self.load(name, desc: desc))
            print("FIXTURE \(name): sequences=\(s.began) ended=\(s.ended) cancelled=\(s.cancelled) stillDown=\(s.stillDown.count) max=\(s.maxSimultaneous) frames=\(s.frames) inScreen=\(s.allInScreen)")
        }
    }
}
