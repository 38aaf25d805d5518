import MPVPlayer
import Testing

/// The overlay on a real headless mpv: mpv takes the command with the screen's size as its
/// coordinate space, and nothing is sent again for the text already shown.
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
        #expect(commands.last?.contains(#"format="none""#) == true)
    }
}
