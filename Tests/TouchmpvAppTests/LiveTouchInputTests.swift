import Foundation
import Gestures
import Testing
import TouchInput

@testable import TouchmpvApp

/// `play`'s live touch source: what it does when its input ends or goes away.
struct LiveTouchInputTests {
    @Test func aMissingDeviceAtStartIsARuntimeFailure() {
        do {
            _ = try LiveTouchInput(path: "/nonexistent/event42", options: TouchDevice.Options())
            Issue.record("opening a missing device succeeded")
        } catch {
            #expect(error.status == .runtimeFailure)
            #expect(error.message.hasPrefix("/nonexistent/event42"))
        }
    }

    @Test func aRegularFileEndsForGoodAndPlaybackGoesOn() throws {
        let path = NSTemporaryDirectory() + "touchmpv-live-\(UUID().uuidString).events"
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let input = try LiveTouchInput(path: path, options: TouchDevice.Options())
        #expect(input.descriptor != nil)
        guard case .lost(let reason) = input.read(now: .zero) else {
            Issue.record("an empty file did not end")
            return
        }
        #expect(reason.hasSuffix("playback goes on without touch input"))
        #expect(input.descriptor == nil)
        #expect(input.retryDeadline == nil)
    }

    @Test func aSourceThatGoesAwayIsRetriedEverySecond() throws {
        let input = try LiveTouchInput(path: "/dev/null", options: TouchDevice.Options())
        guard case .lost(let reason) = input.read(now: Instant(microseconds: 10_000_000)) else {
            Issue.record("/dev/null did not end")
            return
        }
        #expect(reason.hasSuffix("retrying every 1 s"))
        #expect(input.descriptor == nil)
        #expect(input.retryDeadline == Instant(microseconds: 11_000_000))
        #expect(input.retryIfDue(now: Instant(microseconds: 10_999_999)) == nil)
        #expect(input.retryIfDue(now: Instant(microseconds: 11_000_000)) == "touch input is back: /dev/null (raw input_event records)")
        #expect(input.descriptor != nil)
    }
}
