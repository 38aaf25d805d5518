import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension EndToEnd {
    /// `display-rotation` on real pixels under Xvfb (`vo=x11`, a 1280×720 screen): the
    /// controls laid out for the screen the viewer sees and drawn turned onto the panel,
    /// and a tap in the panel's points (as the touchscreen gives them) presses what is
    /// drawn there. The media is shaped for the viewer's screen (portrait at 90), so that
    /// the turned video fills the panel and the bars darken it everywhere.
    @Suite struct TurnedPixelTests {
        /// One case: the turn, the clip's size, and on the panel the play button's centre
        /// and the bars' bands (columns at 90, rows at 180). Logical (x, y) is on the panel
        /// at 90 (1280 − y, x), at 180 (1280 − x, 720 − y).
        struct Turn: Sendable, CustomStringConvertible {
            let degrees: Int
            let clipSize: String
            let playButton: (x: Int, y: Int)
            /// Whether the bars are columns of the panel (a quarter turn) or rows.
            let barsAreColumns: Bool
            /// The band of the viewer's bottom bar, and of the top bar, on the panel.
            let bottomBand: Range<Int>
            let topBand: Range<Int>
            /// Along the bars, where the seek track's line runs and the top bar has
            /// nothing drawn (past the title, before the speed button).
            let trackSpan: Range<Int>
            var description: String { "\(degrees)°" }
        }

        static let turns = [
            Turn(
                degrees: 90, clipSize: "180x320", playButton: (43, 43), barsAreColumns: true, bottomBand: 0..<86,
                topBand: 1194..<1280, trackSpan: 300..<540),
            Turn(
                degrees: 180, clipSize: "320x180", playButton: (1237, 43), barsAreColumns: false, bottomBand: 0..<86,
                topBand: 634..<720, trackSpan: 300..<980),
        ]

        /// A tap shows the bars: exactly the two bands along the panel's edges change,
        /// the seek track's line (6 points through the bar's middle, 45 % white) runs
        /// along the band that is the viewer's bottom, and a tap where the panel shows the
        /// play button plays, the next pauses.
        @Test(arguments: turns)
        func theBottomBarIsAlongThePanelsEdgeThatIsTheViewersBottomAndItsPlayButtonTakesTheTap(turn: Turn) throws {
            let (width, height) = (1280, 720)
            let folder = try TemporaryFolder()
            let clip = folder.path("turned.mkv")
            try TestMedia.clip(at: clip, seconds: 10, size: turn.clipSize)
            let (display, run, control) = try ControlsPixelTests.pausedPlay(
                [clip], width: width, height: height, settings: "display-rotation = \(turn.degrees)\n")
            let video = try display.steadyPicture()
            let taps = try ControlSocketConnection(path: control)
            try taps.send("+0 tap 640 360\n+400 expect controls visible\n")
            #expect(try taps.answer() == "ok")
            let shown = try display.steadyPicture(changedFrom: video)
            try taps.send("+0 tap \(turn.playButton.x) \(turn.playButton.y)\n+400 expect mpv:pause no\n")
            #expect(try taps.answer() == "ok")
            try taps.send("+0 tap \(turn.playButton.x) \(turn.playButton.y)\n+400 expect mpv:pause yes\n")
            #expect(try taps.answer() == "ok")
            run.send(SIGTERM)
            try run.waitForExit()
            #expect(run.status == 0, "\(run.errors)")

            let lines = turn.barsAreColumns ? width : height
            func difference(_ line: Int) -> Double {
                turn.barsAreColumns ? shown.columnDifference(line, from: video) : shown.rowDifference(line, from: video)
            }
            let changed = (0..<lines).filter { difference($0) > 4 }
            let bands = Array(turn.bottomBand) + Array(turn.topBand)
            #expect(changed == bands.sorted(), "lines changed: \(ControlsPixelTests.ranges(changed))")
            // The track's line through the middle of a band: brighter than the band 20
            // points off it, all along the span, in the bottom band and not in the top.
            func lineStandsOut(in band: Range<Int>) -> Double {
                let (middle, aside) = (band.lowerBound + 43, band.lowerBound + 23)
                let brighter = turn.trackSpan.filter { along in
                    let pixel = turn.barsAreColumns ? (middle, along) : (along, middle)
                    let other = turn.barsAreColumns ? (aside, along) : (along, aside)
                    return shown.brightness(pixel.0, pixel.1) - shown.brightness(other.0, other.1) > 30
                }
                return Double(brighter.count) / Double(turn.trackSpan.count)
            }
            #expect(lineStandsOut(in: turn.bottomBand) > 0.9)
            #expect(lineStandsOut(in: turn.topBand) < 0.1)
        }
    }
}
