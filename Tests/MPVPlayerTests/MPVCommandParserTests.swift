import Foundation
import MPVPlayer
import TestSupport
import Testing

/// mpv's own command parser on real libmpv: what it refuses, with mpv's reasons, and
/// that nothing it parses is run.
struct MPVCommandParserTests {
    @Test func commandsMpvParsesAreAccepted() throws {
        let parser = try MPVCommandParser()
        for command in [
            "seek -10", "osd-msg-bar seek 10 absolute+exact", "cycle sub", "script-message foo bar", "playlist-next",
            "no-osd add volume -5; cycle pause", #"show-text "hello \"world\"" 2000"#, "quit",
            // Only the syntax is mpv's parser's business: an unknown property fails when run.
            "set volme 5",
        ] {
            #expect(parser.refusal(of: command) == nil, "\(command)")
        }
    }

    @Test func commandsMpvRefusesComeWithMpvsReason() throws {
        let parser = try MPVCommandParser()
        #expect(parser.refusal(of: "seeek -10") == "Command 'seeek' not found")
        #expect(parser.refusal(of: "seek ten")?.contains("invalid time: 'ten'") == true)
        #expect(parser.refusal(of: "seek 10 absolutely")?.contains("Invalid flag for option seek: absolutely") == true)
        #expect(parser.refusal(of: #"show-text "unterminated"#)?.contains("Unterminated double quote") == true)
        #expect(parser.refusal(of: "keypress")?.contains("required argument name not set") == true)
        #expect(parser.refusal(of: "no-osd")?.contains("Command name missing") == true)
    }

    @Test func nothingParsedIsRun() throws {
        let marker = URL(fileURLWithPath: TemporaryFolder.path(suffix: "")).path
        let parser = try MPVCommandParser()
        #expect(parser.refusal(of: "run touch \(marker)") == nil)
        #expect(parser.refusal(of: "quit 3") == nil)
        #expect(parser.refusal(of: "run /bin/sh -c 'touch \(marker)'") == nil)
        // The core is still there to parse (quit did not stop it), and nothing ran.
        #expect(parser.refusal(of: "seeek") == "Command 'seeek' not found")
        // mpv's `run` is asynchronous: "nothing ran" is judged once the same command,
        // given later to a core that runs it, has run.
        let control = marker + ".control"
        defer { unlink(control) }
        let client = try HeadlessPlayer.make()
        try client.command(["run", "touch", control])
        let limit = ContinuousClock.now + .seconds(30)
        while !FileManager.default.fileExists(atPath: control), ContinuousClock.now < limit { usleep(10_000) }
        try #require(FileManager.default.fileExists(atPath: control), "mpv's run never ran the control command")
        #expect(!FileManager.default.fileExists(atPath: marker))
    }
}
