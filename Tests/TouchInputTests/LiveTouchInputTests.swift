import Foundation
import TestSupport
import Testing
import ToolSupport

@testable import Gestures
@testable import PlayerRuntime
@testable import SystemCalls
@testable import TouchInput

/// `play`'s live touch source: what it does when its input ends or goes away.
struct LiveTouchInputTests {
    @Test func aMissingDeviceAtStartIsAnErrorNamingIt() {
        do {
            _ = try LiveTouchInput(path: "/nonexistent/event42", options: TouchDevice.Options())
            Issue.record("opening a missing device succeeded")
        } catch {
            #expect(error.description.hasPrefix("/nonexistent/event42"))
        }
    }

    @Test func aRegularFileEndsForGoodAndPlaybackGoesOn() throws {
        let path = TemporaryFolder.path(suffix: ".events")
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

    /// Only an evdev device goes away and comes back; anything else that ends (here a
    /// character device that is not one) ends for good, so it cannot keep the loop busy.
    @Test func aSourceThatEndsAndIsNoFIFOEndsForGood() throws {
        let input = try LiveTouchInput(path: "/dev/null", options: TouchDevice.Options())
        guard case .lost(let reason) = input.read(now: Instant(microseconds: 10_000_000)) else {
            Issue.record("/dev/null did not end")
            return
        }
        #expect(reason == "/dev/null: end of input; playback goes on without touch input")
        #expect(input.descriptor == nil && input.retryDeadline == nil)
    }

    /// `auto` with no touchscreen: no error, one reason to print, and a descriptor that
    /// wakes the loop when something appears in the input folder (here a file that is
    /// no device: it is looked at, and the waiting goes on), with no timer.
    @Test func autoWithoutATouchscreenWaitsOnTheInputFolder() throws {
        let folder = URL(fileURLWithPath: TemporaryFolder.path(suffix: "")).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let input = try LiveTouchInput(path: "auto", options: TouchDevice.Options(), inputDirectory: folder)
        #expect(input.waitingReason == InputError.noTouchDevice(directory: folder).description)
        #expect(input.summary == "auto (none yet, waiting for a touchscreen)")
        #expect(input.retryDeadline == nil)
        let watch = try #require(input.descriptor)
        #expect(try Poller.wait(for: [watch], until: .zero, now: .zero).isEmpty)
        #expect(FileManager.default.createFile(atPath: folder + "/event0", contents: Data()))
        #expect(try Poller.wait(for: [watch], until: Instant(microseconds: 5_000_000), now: .zero) == [watch])
        guard case .frames(let frames) = input.read(now: .zero) else {
            Issue.record("a file that is no device was taken for a touchscreen")
            return
        }
        #expect(frames.isEmpty && input.descriptor == watch)
        #expect(try Poller.wait(for: [watch], until: .zero, now: .zero).isEmpty)
    }

    /// A FIFO removed before its writer leaves (a bridge program restarting, which makes
    /// its FIFO anew) is waited for on an inotify watch of its folder, as a device that
    /// went away, and taken again when it is made: real FIFOs, real inotify. The FIFO has a
    /// folder of its own, so that no other test's files wake the folder's watch.
    @Test func aRemovedFIFOIsWaitedForAndTakenAgainWhenMadeAnew() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("replugged.fifo")
        #expect(mkfifo(path, 0o600) == 0)
        let input = try LiveTouchInput(path: path, options: TouchDevice.Options())
        var tap = EvdevEvents()
        tap.contact(slot: 0, id: 1, 10, 20)
        tap.report()
        let writer = try FIFOWriting.open(path, limit: TouchmpvRun.defaultLimit)
        try writer.writeAll(tap.bytes)
        guard case .frames(let frames) = input.read(now: .zero) else {
            Issue.record("the FIFO's writer was not read")
            return
        }
        #expect(frames.count == 1)
        #expect(unlink(path) == 0)
        writer.close()
        #expect(try Poll.readable([try #require(input.descriptor)], timeout: 5000).count == 1)
        guard case .lost(let reason) = input.read(now: .zero) else {
            Issue.record("the removed FIFO's end was not a loss")
            return
        }
        #expect(reason == "\(path): end of input; waiting for it to come back")
        let watch = try #require(input.descriptor)
        #expect(try Poll.readable([watch], timeout: 0).isEmpty)
        #expect(mkfifo(path, 0o600) == 0)
        #expect(try Poll.readable([watch], timeout: 5000) == [watch])
        guard case .connected(let line) = input.read(now: .zero) else {
            Issue.record("the FIFO made anew was not taken")
            return
        }
        #expect(line == "touch input is back: \(path) (a FIFO, waiting for a writer)")
    }
}
