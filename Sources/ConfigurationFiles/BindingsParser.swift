import Gestures
import PlayerGestures
import PlayerModel
import TextFormats
import TouchScripts

/// Reads the `touch-input.conf` format (docs/behaviour.md, "The bindings format"): one
/// binding per line, `GESTURE COMMAND…`, over the built-in defaults, which each line
/// replaces for its gesture, as mpv's input.conf does for keys (the last line for a gesture
/// wins). `#` starts a comment, outside quotes as in mpv's own command syntax; blank lines
/// are ignored; lines end as `TextLines` has it.
///
/// GESTURE is `[REGION:]NAME[-FINGERS]` (`BoundGesture`); COMMAND is a built-in
/// `touchmpv/…`, `ignore`, or any mpv input command, which `check` hands to mpv's own
/// parser (`MPVCommandParser`): a line it refuses is an error now, not at the first touch.
/// Every error names `FILE:LINE:COLUMN`, the column of the word at fault.
///
/// `key KEY_NAME [repeatable] COMMAND` binds a key of a key device (`KeyCode`'s names,
/// linux/input-event-codes.h's) to a COMMAND as a gesture's, but for the built-ins that
/// need a gesture (`BindingCommand.refusalForKeys`); `repeatable` (mpv's input.conf word)
/// runs it at each of the kernel's repeats too.
public enum BindingsParser {
    /// The bindings `text` (read from `file`) makes of the defaults; `check` returns why
    /// mpv refuses a command, or nil. `touchmpv/lock` is refused without `touchControls`,
    /// which hold the lock: the line would otherwise do nothing.
    public static func parse(
        _ text: String, file: String, touchControls: Bool, checking check: (String) -> String?
    ) throws(ConfigurationError) -> GestureBindings {
        var bindings = GestureBindings.defaults
        for numbered in TextLines.lines(of: text, comment: CommentRule(content: MPVCommandText.withoutComment)) {
            let (line, content) = (numbered.number, numbered.content)
            let failure = { (column: Int, message: String) in ConfigurationError(file: file, line: line, column: column, message: message) }
            let column = numbered.column(of:)
            let gestureWord = content.prefix { $0 != " " && $0 != "\t" }
            let command = content[gestureWord.endIndex...].drop { $0 == " " || $0 == "\t" }
            if gestureWord == "key" {
                try bindKey(command, column: column, into: &bindings, touchControls: touchControls, check: check, failure: failure)
                continue
            }
            let gesture: BoundGesture
            do throws(GestureBindingError) {
                // Quoted whole only when the excerpt is the word itself: short, no control characters.
                guard ErrorExcerpt.of(gestureWord) == gestureWord else {
                    throw GestureBindingError("unknown gesture '\(ErrorExcerpt.of(gestureWord))'")
                }
                gesture = try BoundGesture(parsing: String(gestureWord))
            } catch {
                throw failure(column(gestureWord), error.message)
            }
            guard !command.isEmpty else {
                throw failure(column(command), "\(gesture) has no command (an mpv command, touchmpv/…, or ignore)")
            }
            let bound = try Self.command(command, column: column(command), touchControls: touchControls, check: check, failure: failure)
            do throws(GestureBindingError) {
                try bindings.bind(gesture, to: bound)
            } catch {
                throw failure(column(command), error.message)
            }
        }
        return bindings
    }

    /// Binds the key `text` (what follows `key`: `KEY_NAME [repeatable] COMMAND`) names.
    private static func bindKey(
        _ text: Substring, column: (Substring) -> Int, into bindings: inout GestureBindings, touchControls: Bool,
        check: (String) -> String?, failure: (Int, String) -> ConfigurationError
    ) throws(ConfigurationError) {
        func word(after start: Substring.Index) -> Substring {
            let rest = text[start...].drop { $0 == " " || $0 == "\t" }
            return rest.prefix { $0 != " " && $0 != "\t" }
        }
        let name = word(after: text.startIndex)
        guard !name.isEmpty else {
            throw failure(column(text), "key needs a key's name and a command, e.g. key KEY_PLAYPAUSE cycle pause")
        }
        guard let key = KeyCode(name: name) else {
            let near = KeyCode.nearestName(to: name).map { "; did you mean \($0)?" } ?? ""
            throw failure(
                column(name), "unknown key '\(ErrorExcerpt.of(name))' (a KEY_ name of linux/input-event-codes.h, e.g. KEY_PLAYPAUSE)\(near)"
            )
        }
        let repeatable = word(after: name.endIndex) == "repeatable"
        let commandStart = repeatable ? word(after: name.endIndex).endIndex : name.endIndex
        let command = text[commandStart...].drop { $0 == " " || $0 == "\t" }
        guard !command.isEmpty else {
            throw failure(column(command), "key \(name) has no command (an mpv command, touchmpv/…, or ignore)")
        }
        let bound = try Self.command(command, column: column(command), touchControls: touchControls, check: check, failure: failure)
        do throws(GestureBindingError) {
            try bindings.bind(key, to: KeyBinding(bound, repeatable: repeatable))
        } catch {
            throw failure(column(command), error.message)
        }
    }

    /// The command `text` names: a built-in, `ignore`, or an mpv command mpv parses; the
    /// lock and the menus only with `touchControls`.
    private static func command(
        _ text: Substring, column: Int, touchControls: Bool, check: (String) -> String?, failure: (Int, String) -> ConfigurationError
    ) throws(ConfigurationError) -> BindingCommand {
        let bound = try command(text, column: column, check: check, failure: failure)
        if bound.needsTouchControls && !touchControls {
            let (name, part) = bound == .builtIn(.lock) ? ("touchmpv/lock", "the lock is") : ("touchmpv/menu", "the menus are")
            throw failure(column, "\(name) needs controls = touch: \(part) part of the touch controls")
        }
        return bound
    }

    /// The command `text` names: a built-in, `ignore`, or an mpv command mpv parses.
    private static func command(
        _ text: Substring, column: Int, check: (String) -> String?, failure: (Int, String) -> ConfigurationError
    ) throws(ConfigurationError) -> BindingCommand {
        let word = text.prefix { $0 != " " && $0 != "\t" }
        if word.hasPrefix("touchmpv/") {
            guard let builtIn = BuiltInCommand(rawValue: String(word)) else {
                let names = BuiltInCommand.allCases.map(\.rawValue).joined(separator: ", ")
                throw failure(column, "unknown built-in '\(ErrorExcerpt.of(word))' (\(names))")
            }
            let argument = TextLines.trimmingBlanks(text[word.endIndex...])
            if builtIn == .menu {
                guard let menu = MenuName(rawValue: String(argument)) else {
                    let names = MenuName.allCases.map(\.rawValue).joined(separator: ", ")
                    let at = argument.isEmpty ? column + word.count : column + text.distance(from: text.startIndex, to: argument.startIndex)
                    throw failure(at, "touchmpv/menu takes the name of a menu (\(names))")
                }
                return .openMenu(menu)
            }
            if builtIn == .seekTaps {
                let limit = NumberText.format(SeekTapsRun.maximumSeconds)
                guard let step = Double(String(argument)), step != 0, abs(step) <= SeekTapsRun.maximumSeconds else {
                    let at = argument.isEmpty ? column + word.count : column + text.distance(from: text.startIndex, to: argument.startIndex)
                    throw failure(
                        at,
                        "touchmpv/seek-taps takes the seconds each tap seeks, a number other than 0 from -\(limit) to \(limit) (negative: back)"
                    )
                }
                return .seekTaps(step)
            }
            if builtIn == .play {
                guard let number = Int(String(argument)), (1...ScriptLimits.maximumPlaylistEntries).contains(number) else {
                    let at = argument.isEmpty ? column + word.count : column + text.distance(from: text.startIndex, to: argument.startIndex)
                    throw failure(
                        at, "touchmpv/play takes a title's number in the chooser, 1 to \(ScriptLimits.maximumPlaylistEntries)")
                }
                return .playTitle(number)
            }
            guard argument.isEmpty else {
                throw failure(column + word.count + 1, "\(builtIn.rawValue) takes no arguments")
            }
            return .builtIn(builtIn)
        }
        if text == "ignore" { return .ignore }
        guard !text.contains("\u{0}") else {
            // mpv's C API would end the command there, and run what precedes it.
            throw failure(column, "a command cannot hold a NUL character")
        }
        if let refusal = check(String(text)) {
            // mpv's reason quotes the command, so it is cut short for a huge one as well.
            throw failure(
                column, "mpv refuses '\(ErrorExcerpt.of(text))': \(ErrorExcerpt.of(refusal, limit: 4 * ErrorExcerpt.maximumLength))")
        }
        return .mpv(String(text))
    }
}
