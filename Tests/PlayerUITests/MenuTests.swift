import Gestures
import PlayerGestures
import PlayerModel
import PlayerUI
import Testing

/// The menus of the touch controls: which buttons show, opening, choosing, closing, the
/// list that scrolls without choosing, and the rows that follow the media's choices.
struct MenuTests {
    /// Two audio tracks (one untitled, with a language), one subtitle track, three
    /// chapters and a two-entry playlist.
    static let media = MediaChoices(
        tracks: [
            .init(kind: .video, id: 1, isSelected: true),
            .init(kind: .audio, id: 1, title: "English", language: "eng", detail: "aac 2ch", isSelected: true),
            .init(kind: .audio, id: 2, language: "deu", detail: "aac 2ch"),
            .init(kind: .sub, id: 1, title: "English", language: "eng"),
        ],
        chapters: [.init(title: "Opening", start: 0), .init(start: 65.5), .init(title: "Credits", start: 300)], chapter: 0,
        playlist: [.init(filename: "/media/a.mkv"), .init(title: "Second", filename: "/media/b.mkv")], playlistPosition: 0)

    /// A harness with `media` and the controls shown.
    private func shown(_ choices: MediaChoices = media, screen: Size = Size(width: 1280, height: 720)) -> UIHarness {
        let h = UIHarness(screen: screen, choices: choices)
        h.showControls()
        return h
    }

    /// The centre of the top bar's button of `menu`.
    private func button(_ menu: MenuName, _ h: UIHarness) -> Point {
        let area = h.layout.menuButtons(h.controls.menusShown).first { $0.menu == menu }!.area
        return area.centre
    }

    /// The centre of row `position` of the open menu's list (headings counted), scrolled
    /// to its top.
    private func row(_ position: Int, _ h: UIHarness) -> Point {
        let list = h.layout.menuList
        return Point(x: list.midX, y: list.minY + (Double(position) + 0.5) * h.layout.bar)
    }

    @Test func eachButtonShowsOnlyWhenTheMediaOffersSomethingSpeedAlways() {
        #expect(MenuRows.menusShown(for: MediaChoices()) == [.speed])
        #expect(MenuRows.menusShown(for: Self.media) == [.tracks, .chapters, .playlist, .speed])
        var oneAudio = MediaChoices(tracks: [.init(kind: .audio, id: 1)])
        #expect(MenuRows.menusShown(for: oneAudio) == [.speed])
        oneAudio.tracks.append(.init(kind: .sub, id: 1))
        #expect(MenuRows.menusShown(for: oneAudio) == [.tracks, .speed])
        // Side by side from the right edge, tracks rightmost, with no gap for a missing one.
        let layout = ControlsLayout(screen: Size(width: 1280, height: 720))
        let places = layout.menuButtons([.speed, .tracks])
        #expect(places.map(\.menu) == [.tracks, .speed])
        let expected: [Double] = [1280 - 86, 1280 - 2 * 86]
        #expect(places.map(\.area.minX) == expected)
    }

    @Test func theTracksMenuListsAudioAndSubtitlesWithTheCurrentMarked() {
        let rows = MenuList(.tracks, Self.media)
        #expect(rows.map(\.label) == ["Audio", "English", "deu", "Subtitles", "English", "Off"])
        #expect(rows.map(\.isCurrent) == [false, true, false, false, false, true])
        #expect(rows[0].kind == .section && rows[3].kind == .section)
        #expect(rows[2].kind == .item(index: 1, command: "set aid 2"))
        #expect(rows[5].kind == .item(index: 3, command: "set sid no"))
        #expect(rows[1].detail == "aac 2ch")
        let untitled = MenuList(.tracks, MediaChoices(tracks: [.init(kind: .audio, id: 3)]))
        #expect(untitled.map(\.label) == ["Audio", "Track 3"])
    }

    @Test func theOtherMenusRows() {
        let chapters = MenuList(.chapters, Self.media)
        #expect(chapters.map(\.label) == ["Opening", "Chapter 2", "Credits"])
        #expect(chapters.map(\.detail) == ["0:00", "1:05", "5:00"])
        #expect(chapters[1].kind == .item(index: 1, command: "set chapter 1"))
        let playlist = MenuList(.playlist, Self.media)
        #expect(playlist.map(\.label) == ["a.mkv", "Second"])
        #expect(playlist[1].kind == .item(index: 1, command: "playlist-play-index 1"))
        let speeds = MenuList(.speed, MediaChoices(speed: 1.5))
        #expect(speeds.map(\.label) == ["0.25×", "0.5×", "0.75×", "1×", "1.25×", "1.5×", "1.75×", "2×", "3×"])
        #expect(speeds.filter(\.isCurrent).map(\.label) == ["1.5×"])
        #expect(speeds[5].kind == .item(index: 5, command: "set speed 1.5"))
    }

    @Test func aButtonOpensItsMenuAndARowChoosesAndClosesIt() {
        let h = shown()
        h.tap(button(.speed, h).x, button(.speed, h).y, at: 1000)
        #expect(h.menus == ["menuOpen speed @1050"])
        #expect(h.controls.openMenu == .speed)
        // The 1.5× row is the sixth.
        let target = row(5, h)
        h.tap(target.x, target.y, at: 2000)
        #expect(h.menus.last == "menuSelect speed 5 set speed 1.5 @2050")
        #expect(h.player.state.speed == 1.5)
        #expect(h.controls.openMenu == nil)
        #expect(h.actions == ["toggleControls @350"])
    }

    @Test func aTapBesideThePanelOrOnCloseClosesAndDoesNothingElse() {
        let h = shown()
        h.tap(button(.tracks, h).x, button(.tracks, h).y, at: 1000)
        h.tap(200, 360, at: 2000)  // on the video, left of the panel
        h.advance(to: 3000)
        #expect(h.menus == ["menuOpen tracks @1050", "menuClose tracks @2050"])
        #expect(h.actions == ["toggleControls @350"])  // no toggle, no pause
        #expect(h.layer.controlsVisible)
        h.tap(button(.chapters, h).x, button(.chapters, h).y, at: 4000)
        let close = h.layout.menuCloseButton.centre
        h.tap(close.x, close.y, at: 5000)
        #expect(h.menus.suffix(2) == ["menuOpen chapters @4050", "menuClose chapters @5050"])
        #expect(h.controls.openMenu == nil)
    }

    @Test func theControlsStayUpWhileAMenuIsOpenAndHideAfterItCloses() {
        let h = shown()
        h.tap(button(.speed, h).x, button(.speed, h).y, at: 1000)
        h.advance(to: 20_000)
        #expect(h.layer.controlsVisible)
        let close = h.layout.menuCloseButton.centre
        h.tap(close.x, close.y, at: 20_000)
        h.advance(to: 23_049)
        #expect(h.layer.controlsVisible)
        h.advance(to: 23_050)
        #expect(!h.layer.controlsVisible)
    }

    @Test func aDragScrollsTheListAndChoosesNothingAFlingStopsWhereTouched() {
        let entries = (1...30).map { MediaChoices.Entry(filename: "/media/\($0).mkv") }
        let h = shown(MediaChoices(playlist: entries, playlistPosition: 0))
        h.tap(button(.playlist, h).x, button(.playlist, h).y, at: 1000)
        let start = row(4, h)
        h.drag(from: start, to: Point(x: start.x, y: start.y - 200), at: 2000, steps: 10, lift: false)
        // The pan begins at the first move past the 10-point slop (20 points) and moves the
        // list from there: 200 − 20.
        #expect(h.controls.menuOffset == 180)
        h.up(1, start.x, start.y - 200, at: 2160)
        #expect(h.menus == ["menuOpen playlist @1050"])
        #expect(h.controls.openMenu == .playlist)
        // A fling: it moves on by itself; a touch catches it and chooses nothing.
        h.drag(from: start, to: Point(x: start.x, y: start.y - 300), at: 3000, steps: 5)
        h.advance(to: 3200)
        let moving = h.controls.menuOffset
        h.advance(to: 3300)
        #expect(h.controls.menuOffset > moving)
        h.tap(start.x, start.y, at: 3300)
        let caught = h.controls.menuOffset
        h.advance(to: 6000)
        #expect(h.controls.menuOffset == caught)
        #expect(h.menus == ["menuOpen playlist @1050"])
        #expect(h.player.state.playlistPosition == 0)
    }

    /// A playlist of 10,000 entries costs what shows: the overlay's model holds only the
    /// rows that show through the list, the same as a 20-entry playlist's at the top, and
    /// the view tree has as many views as with 20 entries; flung down the list, the rows
    /// drawn are those at its offset, and a tap chooses the entry drawn under it.
    @Test func aLongPlaylistCostsOnlyTheRowsOnScreen() throws {
        func opened(_ count: Int) -> UIHarness {
            let entries = (1...count).map { MediaChoices.Entry(filename: "/media/\($0).mkv") }
            let h = shown(MediaChoices(playlist: entries, playlistPosition: 0))
            h.tap(button(.playlist, h).x, button(.playlist, h).y, at: 1000)
            return h
        }
        let (short, long) = (opened(20), opened(10_000))
        let top = long.model(at: 1100)
        let sameAsShort = top == short.model(at: 1100)
        #expect(sameAsShort)
        let fit = Int((long.layout.menuList.height / long.layout.bar).rounded(.up)) + 1
        #expect(try #require(top.menu).rows.count == fit - 1)
        #expect(Self.viewCount(long.layer.window) == Self.viewCount(short.layer.window))
        let start = row(5, long)
        for fling in 0..<3 {
            long.drag(from: start, to: Point(x: start.x, y: start.y - 400), at: 2000 + 10_000 * Double(fling), steps: 4)
        }
        let flung = try #require(long.model(at: 40_000).menu)
        #expect(flung.firstRow > 100 && flung.rows.count <= fit)
        #expect(flung.rows.first?.label == "\(flung.firstRow + 1).mkv")
        #expect(Self.viewCount(long.layer.window) == Self.viewCount(short.layer.window))
        let list = long.layout.menuList
        let second = flung.firstRow + 1
        long.tap(list.midX, list.minY + (Double(second) + 0.5) * long.layout.bar - flung.offset, at: 41_000)
        #expect(long.menus.last == "menuSelect playlist \(second) playlist-play-index \(second) @41050")
    }

    /// How many views there are in `view`'s tree, itself included.
    private static func viewCount(_ view: View) -> Int {
        1 + view.subviews.map(viewCount).reduce(0, +)
    }

    @Test func anOpenMenuFollowsTheChoicesAndAFingerLandsOnTheRowItSees() {
        let h = shown()
        h.tap(button(.tracks, h).x, button(.tracks, h).y, at: 1000)
        #expect(h.controls.visibleMenuRows(offset: 0).rows.count == 6)
        // A third audio track appears, and another is chosen with a key: the rows follow.
        var choices = Self.media
        choices.tracks[1].isSelected = false
        choices.tracks.insert(.init(kind: .audio, id: 3, title: "Français", isSelected: true), at: 3)
        h.choices = choices
        let rows = h.controls.visibleMenuRows(offset: 0).rows
        #expect(rows.map(\.label) == ["Audio", "English", "deu", "Français", "Subtitles", "English", "Off"])
        #expect(rows.filter(\.isCurrent).map(\.label) == ["Français", "Off"])
        let subtitle = row(5, h)
        h.tap(subtitle.x, subtitle.y, at: 2000)
        #expect(h.menus.last == "menuSelect tracks 3 set sid 1 @2050")
    }

    @Test func thePlaylistButtonsRunPreviousAndNextAndMoveThePlayButton() {
        let h = shown()
        #expect(h.layout.playlistButtons)
        #expect(h.layout.playButton.minX == h.layout.bar && h.layout.track.minX == 4 * h.layout.bar)
        h.tap(h.layout.nextButton.midX, h.layout.nextButton.midY, at: 1000)
        h.tap(h.layout.playButton.midX, h.layout.playButton.midY, at: 2000)
        #expect(h.actions == ["toggleControls @350", "command playlist-next @1050", "togglePause @2050"])
        // One entry left: the buttons go, and play/pause is back at the left end.
        var single = Self.media
        single.playlist.removeLast()
        h.choices = single
        h.tap(h.layout.bar / 2, h.layout.bottomBar.midY, at: 3000)
        #expect(!h.layout.playlistButtons)
        #expect(h.actions.last == "togglePause @3050")
    }

    @Test func aBindingOpensAMenuAsItsButtonDoes() throws {
        var bindings = GestureBindings.defaults
        try bindings.bind(BoundGesture(.pan(.vertical), region: .leftHalf), to: .openMenu(.chapters))
        let h = UIHarness(choices: Self.media, bindings: bindings)
        h.drag(from: Point(x: 300, y: 500), to: Point(x: 300, y: 300), at: 0)
        #expect(h.menus == ["menuOpen chapters @16"])
        #expect(h.layer.controlsVisible)
    }

    @Test func theOverlayDrawsTheOpenMenuClippedToItsList() {
        let h = shown()
        h.tap(button(.tracks, h).x, button(.tracks, h).y, at: 1000)
        let model = h.model(at: 1100)
        #expect(model.menu?.title == "Tracks")
        #expect(model.menu?.rows.count == 6)
        let text = OverlayText.ass(model, layout: h.layout)
        let list = h.layout.menuList
        #expect(text.contains("\\clip(\(Int(list.minX)),\(Int(list.minY)),\(Int(list.maxX)),\(Int(list.maxY)))"))
        #expect(text.contains("Deutsch") == false && text.contains("deu"))
        // The current audio track's label is in the accent colour.
        #expect(text.contains("\\1c&HF4A53D&\\1a&H00&\\3c&H000000&\\3a&H4D&}English"))
        #expect(h.model(at: 1200) == model)
    }

    @Test(arguments: [
        (Size(width: 1280, height: 720), 516.0), (Size(width: 800, height: 480), 348.0), (Size(width: 280, height: 480), 280.0),
    ])
    func thePanelIsSixBarsOrFourTenthsOfTheWidthAndAllOfANarrowScreen(screen: Size, width: Double) {
        let layout = ControlsLayout(screen: screen)
        #expect(layout.menuPanel.width == width)
        #expect(layout.menuPanel.maxX == screen.width && layout.menuPanel.minY == layout.bar && layout.menuPanel.maxY == screen.height)
    }
}
