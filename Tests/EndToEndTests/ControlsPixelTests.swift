import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension EndToEnd {
    /// What a user sees, on real pixels: `touchmpv play` with mpv's `vo=x11` in a real
    /// window of a real X server (Xvfb), full-screen as `play` opens it with a display,
    /// the screen read back with `xwd`. The built-in
    /// source plays paused, so every picture shows the same frame and any difference
    /// between two is the overlay.
    @Suite struct ControlsPixelTests {
        /// A tap shows the bars: the bottom B rows and the top B change (B = 86 at 720, 58
        /// at 480), and not one row between; the next tap hides them: the screen is the
        /// video again, row by row.
        @Test(arguments: [(1280, 720, 86), (800, 480, 58)])
        func theBarIsDrawnInTheBottomBPointsWhenVisibleAndGoneWhenHidden(width: Int, height: Int, bar: Int) throws {
            let (display, run, control) = try Self.pausedPlay(width: width, height: height)
            // The taps come through the control socket once the picture before them is
            // taken, however long the machine took to show a steady frame; each `expect`
            // answer says the tap before it was played.
            let video = try display.steadyPicture()
            let taps = try ControlSocketConnection(path: control)
            try taps.send("+0 tap \(width / 2) \(height / 2)\n+400 expect paused yes\n")
            #expect(try taps.answer() == "ok")
            #expect(run.waitFor("controls visible"), "\(run.errors)")
            let shown = try display.steadyPicture(changedFrom: video)
            try taps.send("+0 tap \(width / 2) \(height / 2)\n+400 expect paused yes\n")
            #expect(try taps.answer() == "ok")
            #expect(run.waitFor("controls hidden"), "\(run.errors)")
            let hidden = try display.steadyPicture(changedFrom: shown)
            run.send(SIGTERM)
            try run.waitForExit()
            #expect(run.status == 0, "\(run.errors)")

            // Exactly the rows of the two bars changed: the top B and the bottom B, every
            // one of them (the bars darken the video under them by about 40 %), and none
            // between. mpv blends the overlay into the video's YUV before x11's conversion
            // to RGB, so a row next to a bar may differ by a level through the chroma the
            // two share; a bar's row differs by tens.
            let changed = (0..<height).filter { shown.rowDifference($0, from: video) > 4 }
            #expect(changed == Array(0..<bar) + Array((height - bar)..<height), "rows changed: \(Self.ranges(changed))")
            let between = (bar..<(height - bar)).filter { shown.rowDifference($0, from: video) >= 2 }
            #expect(between.isEmpty, "rows between the bars changed: \(Self.ranges(between))")
            // Hidden again: the picture is the video's, every row.
            let leftovers = (0..<height).filter { hidden.rowDifference($0, from: video) > 0 }
            #expect(leftovers.isEmpty, "rows still drawn on: \(Self.ranges(leftovers))")
        }

        /// The speed menu (the built-in source offers nothing else: its button is the
        /// rightmost) opened by a tap on its button: the panel, x ∈ [764, 1280) below the top
        /// bar at 1280x720 (max(6B, 0.4·W) = 516 wide), darkens the video under it in every
        /// row, and the video left of it between the bars is as it was; closed, the bars
        /// alone are back.
        @Test func theMenuPanelIsDrawnWhereTheLayoutPutsItAndGoneWhenClosed() throws {
            let (width, height, bar, panelLeft) = (1280, 720, 86, 764)
            let (display, run, control) = try Self.pausedPlay(width: width, height: height)
            let video = try display.steadyPicture()
            let taps = try ControlSocketConnection(path: control)
            try taps.send("+0 tap 640 360\n+400 expect controls visible\n")
            #expect(try taps.answer() == "ok")
            let bars = try display.steadyPicture(changedFrom: video)
            try taps.send("+0 tap 1237 43\n+100 expect menu speed\n")
            #expect(try taps.answer() == "ok")
            let menu = try display.steadyPicture(changedFrom: bars)
            try taps.send("+0 tap 300 360\n+100 expect menu none\n")
            #expect(try taps.answer() == "ok")
            let closed = try display.steadyPicture(changedFrom: menu)
            run.send(SIGTERM)
            try run.waitForExit()
            #expect(run.status == 0, "\(run.errors)")

            let panelRows = (bar..<(height - bar)).filter { menu.rowDifference($0, from: bars, columns: panelLeft..<width) <= 4 }
            #expect(panelRows.isEmpty, "panel rows not drawn: \(Self.ranges(panelRows))")
            // Left of the panel, a column of margin for the chroma the two share.
            let videoRows = (bar..<(height - bar)).filter { menu.rowDifference($0, from: bars, columns: 0..<(panelLeft - 2)) >= 2 }
            #expect(videoRows.isEmpty, "rows left of the panel changed: \(Self.ranges(videoRows))")
            let leftovers = (0..<height).filter { closed.rowDifference($0, from: bars) > 0 }
            #expect(leftovers.isEmpty, "rows still differing after the menu closed: \(Self.ranges(leftovers))")
        }

        /// Each menu of a clip that offers them all (tracks, chapters, and a playlist of 30
        /// entries), and the playlist's list caught mid-fling: every picture darkens the
        /// panel's rectangle in each row and leaves the video beside it untouched, and two
        /// pictures taken during the fling differ inside the list only (it moves on by itself).
        @Test func eachMenuAndAListMidFlingAreDrawnInThePanelAlone() throws {
            let (width, height, bar, panelLeft) = (1280, 720, 86, 764)
            let folder = try TemporaryFolder()
            let clip = folder.path("choices.mkv")
            try ChoicesMedia.make(at: clip, in: folder)
            let (display, run, control) = try Self.pausedPlay(
                Array(repeating: clip, count: 30) + ["--mpv", "sid=no"], width: width, height: height)
            let video = try display.steadyPicture()
            let taps = try ControlSocketConnection(path: control)
            try taps.send("+0 tap 640 360\n+400 expect controls visible\n")
            #expect(try taps.answer() == "ok")
            let bars = try display.steadyPicture(changedFrom: video)
            func onlyThePanelDiffers(_ picture: XWDImage, _ what: String) {
                let panelRows = (bar..<(height - bar)).filter { picture.rowDifference($0, from: bars, columns: panelLeft..<width) <= 4 }
                #expect(panelRows.isEmpty, "\(what): panel rows not drawn: \(Self.ranges(panelRows))")
                let videoRows = (bar..<(height - bar)).filter {
                    picture.rowDifference($0, from: bars, columns: 0..<(panelLeft - 2)) >= 2
                }
                #expect(videoRows.isEmpty, "\(what): rows left of the panel changed: \(Self.ranges(videoRows))")
            }
            // Each menu's picture is the first steady one after the previous menu's: a
            // panel not yet redrawn would still show the menu before.
            var previous = bars
            for (menu, x) in [("tracks", 1237), ("chapters", 1151), ("playlist", 1065), ("speed", 979)] {
                try taps.send("+0 tap \(x) 43\n+100 expect menu \(menu)\n")
                #expect(try taps.answer() == "ok")
                previous = try display.steadyPicture(changedFrom: previous)
                onlyThePanelDiffers(previous, menu)
                try taps.send("+0 tap 300 360\n+100 expect menu none\n")
                #expect(try taps.answer() == "ok")
            }
            // A fling of the 30-row playlist at 4 points/ms moves on for about 2.6 s.
            try taps.send("+0 tap 1065 43\n+300 drag 1000 600 1000 200 duration=100\n+0 expect menu playlist\n")
            #expect(try taps.answer() == "ok")
            let moving = try display.picture()
            let later = try #require(try display.picture(changedFrom: moving, within: .seconds(2)), "the list did not move on")
            onlyThePanelDiffers(moving, "mid-fling")
            let list = (bar * 2)..<height
            let movedRows = list.filter { later.rowDifference($0, from: moving, columns: panelLeft..<width) > 0 }
            #expect(!movedRows.isEmpty, "the list did not move between two pictures of the fling")
            let outside = (0..<height).filter { later.rowDifference($0, from: moving, columns: 0..<(panelLeft - 2)) > 0 }
            #expect(outside.isEmpty, "rows outside the panel changed during the fling: \(Self.ranges(outside))")
            run.send(SIGTERM)
            try run.waitForExit()
            #expect(run.status == 0, "\(run.errors)")
        }

        /// Audio-only media keeps a picture: an MP3 without cover art shows touchmpv's plain
        /// background (slate, 0x1E2530) with the title; one with cover art shows the cover
        /// (solid red here); a tap shows the controls over either.
        @Test(arguments: [false, true])
        func anAudioFileShowsItsCoverOrTheBackgroundAndTheControls(cover: Bool) throws {
            let folder = try TemporaryFolder()
            let song = folder.path("song.mp3")
            try FFmpeg.run(["-f", "lavfi", "-i", "sine=frequency=440:duration=60", "-c:a", "libmp3lame", "-b:a", "32k", song])
            var media = song
            if cover {
                let art = folder.path("cover.png")
                try FFmpeg.run(["-f", "lavfi", "-i", "color=c=red:size=320x320", "-frames:v", "1", art])
                media = folder.path("song-with-cover.mp3")
                try FFmpeg.run([
                    "-i", song, "-i", art, "-map", "0", "-map", "1", "-c", "copy", "-id3v2_version", "3",
                    "-disposition:v", "attached_pic", media,
                ])
            }
            let (width, height, bar) = (1280, 720, 86)
            let (display, run, control) = try Self.pausedPlay([media], width: width, height: height)
            let still = try display.steadyPicture()
            let taps = try ControlSocketConnection(path: control)
            try taps.send("+0 tap 640 200\n+400 expect controls visible\n")
            #expect(try taps.answer() == "ok")
            let shown = try display.steadyPicture(changedFrom: still)
            run.send(SIGTERM)
            try run.waitForExit()
            #expect(run.status == 0, "\(run.errors)")

            // Above the title in the middle: the cover's red (scaled to the screen's height,
            // so it spans x 280-1000), or the slate.
            let above = still.rgb(640, 150)
            if cover {
                #expect(above.red > 200 && above.green < 60 && above.blue < 60, "\(above)")
            } else {
                #expect(abs(above.red - 0x1E) <= 3 && abs(above.green - 0x25) <= 3 && abs(above.blue - 0x30) <= 3, "\(above)")
                // The title is written across the middle row.
                let middle = (0..<width).filter { still.rgb($0, height / 2) != above }
                #expect(!middle.isEmpty, "no title drawn in the middle row")
            }
            // The bars over it, where the layout puts them.
            let changed = (0..<height).filter { shown.rowDifference($0, from: still) > 4 }
            #expect(changed.contains(bar / 2) && changed.contains(height - bar / 2), "rows changed: \(Self.ranges(changed))")
        }

        /// `touchmpv play ARGUMENTS` (the built-in source when they name no media), paused,
        /// full-screen in a `width` × `height` Xvfb display of its own, with the controls'
        /// auto-hide out of the way (60 s), the configuration lines `settings` after that,
        /// no backlight (`$TOUCHMPV_BACKLIGHT_DIR` a folder that is not there: the machine's
        /// own is never touched), and a control socket for the test's taps.
        static func pausedPlay(_ arguments: [String] = [], width: Int, height: Int, settings: String = "") throws -> (
            XvfbDisplay, TouchmpvRun, String
        ) {
            let display = try XvfbDisplay(width: width, height: height)
            let config = try TemporaryFolder.write(
                "screen = \(width)x\(height)\ncontrols-hide-delay = 60s\n" + settings, suffix: ".conf")
            let control = TemporaryFolder.path(suffix: ".sock")
            let run = try TouchmpvRun(
                ["play"] + arguments + [
                    "--no-mpv-config", "--touch", "none", "--control", control, "--config", config, "--mpv", "vo=x11", "--mpv", "ao=null",
                    "--mpv", "pause=yes",
                ], environment: ["DISPLAY": display.name, "TOUCHMPV_BACKLIGHT_DIR": TemporaryFolder.path(suffix: "-none")])
            return (display, run, control)
        }

        /// Row numbers as runs, e.g. "0-85, 634-719".
        static func ranges(_ rows: [Int]) -> String {
            var runs: [(Int, Int)] = []
            for row in rows {
                if let last = runs.last, last.1 == row - 1 { runs[runs.count - 1].1 = row } else { runs.append((row, row)) }
            }
            return runs.map { $0.0 == $0.1 ? "\($0.0)" : "\($0.0)-\($0.1)" }.joined(separator: ", ")
        }
    }
}

/// An X server of the test's own (Xvfb on a display number it chooses itself, with
/// `-displayfd`, so parallel runs never collide), and screenshots of its screen.
final class XvfbDisplay {
    /// The display, e.g. ":3".
    let name: String
    private let server: TouchmpvRun

    /// Starts Xvfb with one `width` × `height` screen at 24 bits.
    init(width: Int, height: Int) throws {
        guard let xvfb = Self.program("Xvfb"), Self.program("xwd") != nil else {
            throw XvfbError("Xvfb and xwd are needed (Debian: xvfb, x11-apps; `make test` installs them)")
        }
        server = try TouchmpvRun(
            ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"], executable: xvfb)
        let deadline = ContinuousClock.now + .seconds(30)
        while !server.output.hasSuffix("\n"), server.isRunning, ContinuousClock.now < deadline { usleep(20_000) }
        let number = server.output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !number.isEmpty, number.allSatisfy(\.isNumber) else {
            throw XvfbError("Xvfb did not start: \(server.errors)")
        }
        name = ":" + number
    }

    deinit {
        server.send(SIGTERM)
        try? server.waitForExit(limit: .seconds(10))
    }

    /// A screenshot of the whole screen (`xwd -root`).
    func picture() throws -> XWDImage {
        let file = TemporaryFolder.path(suffix: ".xwd")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = try TouchmpvRun.finished(
            ["-root", "-silent", "-display", name, "-out", file], executable: Self.program("xwd") ?? "xwd")
        guard run.status == 0 else { throw XvfbError("xwd failed: \(run.errors)") }
        return try XWDImage(try Data(contentsOf: URL(fileURLWithPath: file)))
    }

    /// The first screenshot that is not black and equals the one before it: what the
    /// screen settled on (mpv drew the frame and the overlay).
    func steadyPicture() throws -> XWDImage {
        try steadyPicture { _ in true }
    }

    /// The first steady screenshot that differs from `earlier`: what the screen settled on
    /// after a change the test made, however long mpv takes to draw it.
    func steadyPicture(changedFrom earlier: XWDImage) throws -> XWDImage {
        try steadyPicture { !$0.isIdentical(to: earlier) }
    }

    /// The first screenshot within `limit` that differs from `earlier` (a screen that moves
    /// on by itself), or nil.
    func picture(changedFrom earlier: XWDImage, within limit: Duration) throws -> XWDImage? {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            let next = try picture()
            if !next.isIdentical(to: earlier) { return next }
            usleep(50_000)
        }
        return nil
    }

    private func steadyPicture(where wanted: (XWDImage) -> Bool) throws -> XWDImage {
        let deadline = ContinuousClock.now + .seconds(30)
        var previous = try picture()
        while ContinuousClock.now < deadline {
            usleep(200_000)
            let next = try picture()
            if next.isIdentical(to: previous), wanted(next), (0..<next.height).contains(where: { next.rowBrightness($0) > 10 }) {
                return next
            }
            previous = next
        }
        throw XvfbError("the screen did not settle within 30 s")
    }

    /// The path of `name` in /usr/bin or /bin, if installed.
    private static func program(_ name: String) -> String? {
        ["/usr/bin/", "/bin/"].map { $0 + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// Why the X server or a screenshot failed.
struct XvfbError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
