import CommandTestSupport
import Foundation
import TestSupport
import Testing

/// The kiosk in `simulate`: a script's `library` header, `expect mode` and `expect
/// chooser`, the loop's first touch, a tile's tap, the returns to the loop.
struct KioskSimulationTests {
    private static let folder = Fixtures.repositoryRoot.appendingPathComponent("Config/examples/kiosk")

    @Test func theVisitorExampleMeetsItsExpectations() throws {
        let script = Self.folder.appendingPathComponent("visitor.touch").path
        let run = SimulationRun(["--script", script])
        #expect(run.diagnostics == [])
        #expect(run.status == .ok)
        #expect(try run.metEveryExpectation(of: script), "\(run.output)")
    }

    /// The loop's touch is no gesture: its double tap neither pauses nor shows the
    /// controls, and the player's view sees nothing until the chooser has chosen.
    @Test func theLoopsTouchIsNoGestureAndOpensTheChooserAtItsLift() throws {
        let script = try TemporaryFolder.write(
            """
            library "A" 10 "B" 20
            @0 down 1 640 360
            @500 expect mode attract
            @600 up 1
            +0 expect mode chooser
            @1000 tap 640 360 count=2
            +0 expect mode chooser
            """)
        let run = SimulationRun(["--script", script, "--json"])
        #expect(run.status == .ok, "\(run.diagnostics)")
        #expect(run.output == [], "\(run.output)")
    }

    /// `library` without `attract`: the chooser at the start and after each title, and no
    /// idle return from it.
    @Test func aLibraryWithoutALoopShowsTheChooserAtTheStartAndAfterATitle() throws {
        let config = try TemporaryFolder.write("library = /srv/films\nidle-return = 5s\n", name: "kiosk.conf")
        let script = try TemporaryFolder.write(
            """
            library "A" 10 "B" 20
            @0 expect mode chooser
            +0 expect chooser 2
            @100 tap 76 155
            +0 expect mode playing
            +0 expect chooser 0
            @10200 expect mode chooser
            @60000 expect mode chooser
            """)
        let run = SimulationRun(["--script", script, "--config", config])
        #expect(run.status == .ok, "\(run.diagnostics)")
    }

    /// The back button returns to the loop; while a title plays, a bound `touchmpv/play N`
    /// plays title N and `touchmpv/attract` goes back.
    @Test func theBackButtonAndTheBoundCommandsMoveTheKiosk() throws {
        let bindings = try TemporaryFolder.write(
            "swipe-up-3 touchmpv/play 2\nswipe-down-3 touchmpv/attract\n", name: "kiosk-input.conf")
        let script = try TemporaryFolder.write(
            """
            library "A" 10 "B" 20
            @0 tap 640 360
            +0 expect mode chooser
            @1000 tap 43 43
            +0 expect mode attract
            @2000 tap 640 360
            @2500 tap 76 155
            +0 expect mpv:duration 10
            @3000 drag 640 600 640 300 duration=100 fingers=3
            +0 expect mode playing
            +0 expect mpv:duration 20
            @4000 drag 640 300 640 600 duration=100 fingers=3
            +0 expect mode attract
            """)
        let run = SimulationRun(["--script", script, "--bindings", bindings])
        #expect(run.status == .ok, "\(run.diagnostics)")
    }

    /// Sixty titles, each as many seconds long as its number: a drag of two rows (254
    /// points after the 10-point slop) with the finger at rest before its lift (no
    /// fling) puts title 19 under the first tile's place, and a tap there plays it; the
    /// drag itself chooses nothing.
    @Test func aDragScrollsTheGridAndATapPlaysTheTitleDrawnThere() throws {
        let titles = (1...60).map { "\"T\($0)\" \($0)" }.joined(separator: " ")
        let moves = (1...26).map { "+20 move 1 640 \(650 - 10 * $0)" }.joined(separator: "\n")
        let script = try TemporaryFolder.write(
            """
            library \(titles)
            @0 tap 640 360
            @1000 down 1 640 650
            \(moves)
            +20 move 1 640 386
            +600 up 1
            +0 expect mode chooser
            @3000 tap 76 155
            +0 expect mode playing
            +0 expect mpv:duration 19
            """)
        let run = SimulationRun(["--script", script])
        #expect(run.status == .ok, "\(run.diagnostics)")
    }

    /// A key bound to `touchmpv/play N` plays title N from the loop, with no touch (the
    /// loop swallows touches, not keys), and one bound to `touchmpv/attract` goes back.
    @Test func keysBoundToTheKiosksCommandsPlayATitleAndGoBack() throws {
        let bindings = try TemporaryFolder.write("key KEY_1 touchmpv/play 1\nkey KEY_HOME touchmpv/attract\n", name: "keys.conf")
        let script = try TemporaryFolder.write(
            """
            library "A" 10 "B" 20
            @0 expect mode attract
            @500 key KEY_1
            +0 expect mode playing
            +0 expect mpv:duration 10
            @1000 key KEY_HOME
            +0 expect mode attract
            """)
        let run = SimulationRun(["--script", script, "--bindings", bindings])
        #expect(run.status == .ok, "\(run.diagnostics)")
        let refused = try TemporaryFolder.write("key KEY_1 touchmpv/play 0\n", name: "zero.conf")
        let zero = SimulationRun(["--script", script, "--bindings", refused])
        #expect(zero.status == .badInput)
        #expect(
            zero.diagnostics.first?.contains("touchmpv/play takes a title's number in the chooser, 1 to 10000") == true,
            "\(zero.diagnostics)")
    }

    @Test func aWrongModeOrAnOddLibraryIsRefusedAtItsWord() throws {
        let mode = try TemporaryFolder.write("library \"A\" 10\n@0 expect mode menu\n")
        let run = SimulationRun(["--script", mode])
        #expect(run.status == .badInput)
        #expect(
            run.diagnostics.first?.hasSuffix(":2:16: error: expect: mode is one of attract, chooser, playing, not 'menu'") == true,
            "\(run.diagnostics)")
        let odd = try TemporaryFolder.write("library \"A\" 10 \"B\"\n")
        let oddRun = SimulationRun(["--script", odd])
        #expect(oddRun.status == .badInput)
        #expect(
            oddRun.diagnostics.first?.contains(":1:16: error: library takes pairs of a title and its seconds") == true,
            "\(oddRun.diagnostics)")
    }

    @Test func withoutALibraryExpectModeFailsSayingThereIsNoKiosk() throws {
        let script = try TemporaryFolder.write("@0 expect mode attract\n")
        let run = SimulationRun(["--script", script])
        #expect(run.status == .expectationFailed)
        #expect(run.diagnostics.first?.hasSuffix(":1: expected mode attract, got nothing (no kiosk)") == true, "\(run.diagnostics)")
    }
}
