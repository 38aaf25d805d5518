import Foundation
import Gestures
import TestSupport
import Testing

@testable import ConfigurationFiles
@testable import MPVPlayer
@testable import PlayerGestures

/// `touch-input.conf`: the shipped file, the format, and its errors.
struct BindingsParserTests {
    private let shippedPath = Fixtures.repositoryRoot.appendingPathComponent("Config/touch-input.conf").path

    /// Parses `text` as the file "t.conf" with mpv's real parser checking the commands.
    private func parse(_ text: String) throws -> GestureBindings {
        let parser = try MPVCommandParser()
        return try BindingsParser.parse(text, file: "t.conf", touchControls: true, checking: parser.refusal(of:))
    }

    /// The error `text` gives, as printed.
    private func failure(_ text: String) throws -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch let error as ConfigurationError {
            return error.description
        }
    }

    @Test func theShippedFileHoldsExactlyTheBuiltInDefaults() throws {
        let text = try String(contentsOfFile: shippedPath, encoding: .utf8)
        #expect(try BindingsParser.parse(text, file: shippedPath, touchControls: true) { _ in "no mpv command expected" } == .defaults)
        let bindingLines = text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
        #expect(bindingLines.count == GestureBindings.defaults.commands.count)
    }

    @Test func eachLineReplacesItsGestureAndTheLastLineWins() throws {
        let bindings = try parse(
            """
            # mine
              left:double-tap   seek -10   # back
            double-tap ignore\r
            tap-2 cycle sub
            tap-2 script-message "two # fingers"
            pinch-2 touchmpv/zoom
            """)
        #expect(bindings.commands[BoundGesture(.doubleTap, region: .left)] == .mpv("seek -10"))
        #expect(bindings.commands[BoundGesture(.doubleTap)] == nil)
        #expect(bindings.commands[BoundGesture(.tap, fingers: 2)] == .mpv(#"script-message "two # fingers""#))
        #expect(bindings.commands[BoundGesture(.tap)] == .builtIn(.toggleControls))
        #expect(bindings.commands.count == 8)
    }

    @Test func everyErrorNamesFileLineAndColumn() throws {
        #expect(
            try failure("tap touchmpv/toggle-pause\n  tapp seek 1") == "t.conf:2:3: error: "
                + #"unknown gesture 'tapp' (double-tap, tap, long-press, pan-horizontal, pan-vertical, swipe-left, swipe-right, swipe-up, swipe-down, edge-left, edge-right, edge-top, edge-bottom, pinch, then -FINGERS)"#
        )
        #expect(
            try failure("middle:tap seek 1")
                == "t.conf:1:1: error: unknown region 'middle' (left:, center:, right:, left-half:, right-half:)")
        #expect(try failure("tap-7 seek 1") == "t.conf:1:1: error: fingers must be 1 to 5, not 7")
        #expect(try failure("pinch touchmpv/zoom") == "t.conf:1:1: error: pinch takes 2 to 5 fingers, e.g. pinch-2")
        #expect(try failure("tap") == "t.conf:1:4: error: tap has no command (an mpv command, touchmpv/…, or ignore)")
        #expect(try failure("tap   # nothing") == "t.conf:1:4: error: tap has no command (an mpv command, touchmpv/…, or ignore)")
        #expect(
            try failure("tap touchmpv/pause")?.hasPrefix("t.conf:1:5: error: unknown built-in 'touchmpv/pause' (touchmpv/toggle-controls,")
                == true)
        #expect(try failure("tap touchmpv/toggle-pause now") == "t.conf:1:27: error: touchmpv/toggle-pause takes no arguments")
        #expect(try failure("tap touchmpv/zoom") == "t.conf:1:5: error: touchmpv/zoom needs pinch, not tap")
        #expect(try failure(String(repeating: "x", count: 100) + " seek 1")?.hasPrefix("t.conf:1:1: error: unknown gesture 'xxxx") == true)
        #expect(try failure("\u{1B}]0;x\u{07}:tap seek 1") == "t.conf:1:1: error: unknown gesture '\\x1b]0;x\\x07:tap'")
    }

    /// `touchmpv/lock` binds any gesture to the lock button's action; without touch
    /// controls, which hold the lock, the line is refused where it stands.
    @Test func theLockBuiltInNeedsTheTouchControls() throws {
        #expect(try parse("tap-2 touchmpv/lock").commands[BoundGesture(.tap, fingers: 2)] == .builtIn(.lock))
        let parser = try MPVCommandParser()
        do throws(ConfigurationError) {
            _ = try BindingsParser.parse(
                "# lock\ntap-2   touchmpv/lock", file: "t.conf", touchControls: false, checking: parser.refusal(of:))
            Issue.record("touchmpv/lock was accepted without touch controls")
        } catch {
            #expect(error.description == "t.conf:2:9: error: touchmpv/lock needs controls = touch: the lock is part of the touch controls")
        }
    }

    /// `touchmpv/menu NAME` opens a menu from any gesture; the name must be a menu's, and
    /// without touch controls, which hold the menus, the line is refused.
    @Test func theMenuBuiltInTakesAMenusNameAndNeedsTheTouchControls() throws {
        #expect(try parse("swipe-up touchmpv/menu tracks").commands[BoundGesture(.swipe(.up))] == .openMenu(.tracks))
        #expect(try parse("tap-3   touchmpv/menu   speed  ").commands[BoundGesture(.tap, fingers: 3)] == .openMenu(.speed))
        #expect(
            try failure("tap-2 touchmpv/menu")
                == "t.conf:1:20: error: touchmpv/menu takes the name of a menu (tracks, chapters, playlist, speed)")
        #expect(
            try failure("tap-2 touchmpv/menu audio")
                == "t.conf:1:21: error: touchmpv/menu takes the name of a menu (tracks, chapters, playlist, speed)")
        let parser = try MPVCommandParser()
        do throws(ConfigurationError) {
            _ = try BindingsParser.parse("tap-2 touchmpv/menu speed", file: "t.conf", touchControls: false, checking: parser.refusal(of:))
            Issue.record("touchmpv/menu was accepted without touch controls")
        } catch {
            #expect(
                error.description == "t.conf:1:7: error: touchmpv/menu needs controls = touch: the menus are part of the touch controls")
        }
    }

    /// `touchmpv/seek-taps STEP` goes on a double tap only, regional ones included; STEP
    /// is a number of seconds other than 0, at most a day either way, and anything else
    /// is refused at its column.
    @Test func theSeekTapsBuiltInTakesANonzeroStepOnADoubleTap() throws {
        #expect(try parse("right:double-tap touchmpv/seek-taps 10").commands[BoundGesture(parsing: "right:double-tap")] == .seekTaps(10))
        #expect(try parse("left:double-tap touchmpv/seek-taps -2.5").commands[BoundGesture(parsing: "left:double-tap")] == .seekTaps(-2.5))
        #expect(try parse("double-tap touchmpv/seek-taps -86400").commands[BoundGesture(parsing: "double-tap")] == .seekTaps(-86_400))
        let message = "touchmpv/seek-taps takes the seconds each tap seeks, a number other than 0 from -86400 to 86400 (negative: back)"
        #expect(try failure("double-tap touchmpv/seek-taps 1e308") == "t.conf:1:31: error: \(message)")
        #expect(try failure("\nleft:double-tap   touchmpv/seek-taps -86400.5") == "t.conf:2:38: error: \(message)")
        #expect(try failure("double-tap touchmpv/seek-taps inf") == "t.conf:1:31: error: \(message)")
        #expect(try failure("double-tap touchmpv/seek-taps") == "t.conf:1:30: error: \(message)")
        #expect(try failure("double-tap touchmpv/seek-taps ten") == "t.conf:1:31: error: \(message)")
        #expect(try failure("double-tap touchmpv/seek-taps 0") == "t.conf:1:31: error: \(message)")
        #expect(try failure("double-tap touchmpv/seek-taps nan") == "t.conf:1:31: error: \(message)")
        #expect(try failure("tap touchmpv/seek-taps 10") == "t.conf:1:5: error: touchmpv/seek-taps needs double-tap, not tap")
        #expect(BindingCommand.seekTaps(-10).description == "touchmpv/seek-taps -10")
    }

    @Test func aCommandMpvRefusesIsAnErrorBeforeAnythingPlays() throws {
        #expect(try failure("\n\nleft:double-tap seeek -10") == "t.conf:3:17: error: mpv refuses 'seeek -10': Command 'seeek' not found")
        #expect(try failure("swipe-up seek ten")?.hasPrefix("t.conf:1:10: error: mpv refuses 'seek ten': ") == true)
    }

    // MARK: Keys

    @Test func keyLinesBindKeysBesideTheGesturesAndTheLastLineWins() throws {
        let bindings = try parse(
            """
            key KEY_PLAYPAUSE cycle pause
            key KEY_VOLUMEUP repeatable add volume 2   # held: louder
            key KEY_1 touchmpv/toggle-controls
            key KEY_MENU touchmpv/menu tracks
            key KEY_SCREENLOCK touchmpv/lock
            key KEY_1 touchmpv/toggle-pause
            key KEY_2 repeatable ignore
            tap ignore
            """)
        let key = { (name: String) in KeyCode(name: name)! }
        #expect(bindings.keys[key("KEY_PLAYPAUSE")] == KeyBinding(.mpv("cycle pause")))
        #expect(bindings.keys[key("KEY_VOLUMEUP")] == KeyBinding(.mpv("add volume 2"), repeatable: true))
        #expect(bindings.keys[key("KEY_1")] == KeyBinding(.builtIn(.togglePause)))
        #expect(bindings.keys[key("KEY_MENU")] == KeyBinding(.openMenu(.tracks)))
        #expect(bindings.keys[key("KEY_COFFEE")] == KeyBinding(.builtIn(.lock)))
        #expect(bindings.keys.count == 5)
        #expect(bindings.commands.count == GestureBindings.defaults.commands.count - 1)
        #expect(GestureBindings.defaults.keys.isEmpty)
    }

    @Test func aKeyLinesErrorsNameFileLineAndColumn() throws {
        #expect(
            try failure("tap ignore\nkey KEY_PLAYPUASE cycle pause")
                == "t.conf:2:5: error: unknown key 'KEY_PLAYPUASE' (a KEY_ name of linux/input-event-codes.h, e.g. KEY_PLAYPAUSE); "
                + "did you mean KEY_PLAYPAUSE?")
        #expect(
            try failure("key") == "t.conf:1:4: error: key needs a key's name and a command, e.g. key KEY_PLAYPAUSE cycle pause")
        #expect(try failure("key KEY_1") == "t.conf:1:10: error: key KEY_1 has no command (an mpv command, touchmpv/…, or ignore)")
        #expect(
            try failure("key KEY_1 repeatable") == "t.conf:1:21: error: key KEY_1 has no command (an mpv command, touchmpv/…, or ignore)")
        #expect(
            try failure("key  KEY_1  touchmpv/seek-pan")
                == "t.conf:1:13: error: touchmpv/seek-pan needs pan-vertical or pan-horizontal, not a key")
        #expect(try failure("key KEY_1 touchmpv/hold-speed") == "t.conf:1:11: error: touchmpv/hold-speed needs long-press, not a key")
        #expect(try failure("key KEY_1 touchmpv/zoom") == "t.conf:1:11: error: touchmpv/zoom needs pinch, not a key")
        #expect(try failure("key KEY_1 touchmpv/seek-taps 10") == "t.conf:1:11: error: touchmpv/seek-taps needs double-tap, not a key")
        #expect(try failure("key KEY_1 frobnicate 3")?.hasPrefix("t.conf:1:11: error: mpv refuses 'frobnicate 3': ") == true)
        #expect(
            try failure("key KEY_1 touchmpv/menu")
                == "t.conf:1:24: error: touchmpv/menu takes the name of a menu (tracks, chapters, playlist, speed)")
    }

    @Test func aKeysLockNeedsTheTouchControls() throws {
        let parser = try MPVCommandParser()
        #expect(throws: ConfigurationError.self) {
            try BindingsParser.parse("key KEY_1 touchmpv/lock", file: "t.conf", touchControls: false, checking: parser.refusal(of:))
        }
    }
}
