import MPVPlayer
import Testing

/// The overlay on a real headless mpv: mpv takes the command with the screen's size as its
/// coordinate space, nothing is sent again for the text already shown, and emptying it
/// keeps mpv's renderer.
@Suite(.serialized) struct OSDOverlayTests {
    @Test func theTextIsSentOnlyWhenItChanges() throws {
        let client = try HeadlessPlayer.playing(options: [("pause", "yes")])
        try client.requestLogMessages(minimumLevel: "trace")  // mpv logs osd-overlay at this level
        let overlay = OSDOverlay(client: client, width: 800, height: 480)
        let bar = #"{\an7\pos(0,0)\p1}m 0 422 l 800 422 800 480 0 480{\p0}"#
        try overlay.show(bar)
        try overlay.show(bar)
        #expect(overlay.commandsSent == 1)
        try overlay.show("")
        try overlay.show("")
        #expect(overlay.commandsSent == 2)
        #expect(overlay.shown == "")
        let commands = try MPVPlayerDelegateTests.commandsRun(by: client).filter { $0.hasPrefix("osd-overlay") }
        #expect(commands.count == 2)
        #expect(commands.first?.contains(#"format="ass-events""#) == true)
        #expect(commands.first?.contains(#"res_x="800", res_y="480""#) == true)
        #expect(commands.last?.contains(#"format="ass-events", data="""#) == true, "\(commands)")
    }

    /// The controls come and go at every gesture: mpv sets its libass renderer's fonts up
    /// (fontconfig parsing its configuration, about 2 ms in the command) once, not each
    /// time the overlay is emptied and shown again.
    @Test func anOverlayEmptiedAndShownAgainSetsItsFontsUpOnce() throws {
        let client = try HeadlessPlayer.playing(options: [("pause", "yes")])
        try client.requestLogMessages(minimumLevel: "v")
        let overlay = OSDOverlay(client: client, width: 800, height: 480)
        for step in 0..<4 {
            try overlay.show(#"{\an7\pos(10,10)}Volume "# + String(50 + step))
            try overlay.show("")
        }
        _ = try client.property("volume", as: Double.self)
        let setUps = HeadlessPlayer.drainLog(client).filter { $0.contains("Setting up fonts") }
        #expect(setUps.count == 1, "\(setUps)")
    }
}
