import Foundation
import TestSupport
import Testing

@testable import PlayerRuntime
@testable import TouchmpvCommands

/// The command line written once: the parser, the help, the README's usage block and the
/// man page all come from the commands' descriptions.
struct CommandLineTests {
    /// The README's usage block: the indented lines after "## Using it" up to the first
    /// line that is not indented.
    static func readmeUsageBlock() throws -> String {
        let readme = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let heading = try #require(lines.firstIndex(of: "## Using it"))
        let block = lines[(heading + 1)...].drop { !$0.hasPrefix("    ") }.prefix { $0.hasPrefix("    ") }
        return block.joined(separator: "\n")
    }

    @Test func theReadmesUsageBlockIsTheGeneratedOne() throws {
        let generated = HelpText.readmeUsage(Touchmpv.commands)
        #expect(try Self.readmeUsageBlock() == generated, "README.md's usage block under '## Using it' must be:\n\(generated)")
    }

    @Test func everyCommandsHelpDescribesEveryOptionAndOperand() {
        for command in Touchmpv.commands {
            let help = HelpText.command(command)
            #expect(help.hasPrefix("usage: touchmpv \(command.name)"))
            for option in command.options {
                #expect(help.contains("  " + option.label), "\(command.name) --help lacks \(option.label)")
                let firstWords = option.summary.split(separator: " ").prefix(3).joined(separator: " ")
                #expect(help.contains(firstWords), "\(command.name) --help lacks the description of --\(option.name)")
            }
            for operand in command.operands { #expect(help.contains("  " + operand.name)) }
            #expect(HelpText.global(Touchmpv.commands).contains("  \(command.name)"))
        }
    }

    @Test func theParserTakesWhatTheDescriptionSaysAndNothingElse() throws {
        for command in Touchmpv.commands {
            var arguments: [String] = []
            for option in command.options {
                arguments += option.value == nil ? ["--" + option.name] : ["--" + option.name, "x"]
            }
            let parsed = try ArgumentList(arguments, for: command)
            for option in command.options {
                #expect(option.value == nil ? parsed.has(option.name) : parsed.value(option.name) == "x")
            }
            #expect(throws: CommandError.self) { try ArgumentList(arguments + ["--nonsense"], for: command) }
            let operands = command.operands.map(\.name) + ["extra"]
            if command.operands.last?.repeats == true {
                #expect(try ArgumentList(arguments + operands, for: command).positional == operands)
            } else {
                #expect(throws: CommandError.self) { try ArgumentList(arguments + operands, for: command) }
            }
        }
        let record = RecordOptions.declaration.description
        #expect(try ArgumentList(["-o", "out.touch"], for: record).value("output") == "out.touch")
        let missing = thrownError(CommandError.self) { try ArgumentList(["--json"], for: SimulateOptions.declaration.description) }
        #expect(missing?.message == "--script FILE is required")
    }

    @Test func aUsageErrorNamesTheCommandAndRepeatsItsSynopsis() {
        let message = PlayOptions.declaration.description.usageError("unknown option --headles")
        #expect(
            message == """
                play: unknown option --headles
                usage: touchmpv play [MEDIA]... [--touch DEV|auto|none]
                                     [--keys DEV...|auto|none] [--script FILE] [--desc FILE]
                                     [--junit FILE] [--control PATH] [--headless]
                                     [--show-touches] [--mpv NAME[=VALUE]]... [--no-mpv-config]
                                     [--config FILE] [--bindings FILE]
                """)
        #expect(HelpText.synopsis(of: PlayOptions.declaration.description, prefix: "").allSatisfy { $0.count <= HelpText.width })
    }

    @Test func aBadArgumentIsQuotedAsAnExcerptWithItsControlCharactersEscaped() {
        let huge = String(repeating: "y", count: 100_000)
        let option = thrownError(CommandError.self) {
            try ArgumentList(["--\u{1B}[2J" + huge], for: PlayOptions.declaration.description)
        }
        #expect(option?.message == "unknown option --\\x1b[2J" + String(repeating: "y", count: 36) + "…")
        let operand = thrownError(CommandError.self) {
            try ArgumentList(["b\u{1B}]0;t\u{07}"], for: SimulateOptions.declaration.description)
        }
        #expect(operand?.message == "unexpected argument 'b\\x1b]0;t\\x07'")
    }

    /// What bindings and the control socket can do, and so who may write and reach
    /// them, is written where a user reads first: the man page, the README and the
    /// behaviour notes each name mpv's commands that reach outside mpv.
    @Test func theManPageTheReadmeAndTheBehaviourNotesSayBindingsAndTheSocketAreTrusted() throws {
        let root = Fixtures.repositoryRoot
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let behaviour = try String(contentsOf: root.appendingPathComponent("docs/behaviour.md"), encoding: .utf8)
        let page = ManPage.render(Touchmpv.commands)
        for text in [page, readme, behaviour] {
            for command in ["run", "load-script", "screenshot-to-file", "input-ipc-server", "quit", "$XDG_RUNTIME_DIR"] {
                #expect(text.contains(command))
            }
        }
        #expect(page.contains("Bindings and the control socket are trusted as mpv's input.conf and IPC socket are"))
        #expect(readme.contains("**Who may write the bindings.**") && readme.contains("**Who may reach the socket.**"))
        #expect(behaviour.contains("Bindings are\n  trusted as mpv's `input.conf` and IPC socket are"))
        #expect(!readme.contains("--control /tmp/"))
        // The service's files, which only root may write.
        for text in [page, readme] {
            #expect(text.contains("/etc/touchmpv/mpv/") && text.contains("only root may write"))
        }
    }

    @Test func theManPageIsValidRoffListingEveryOption() throws {
        let page = ManPage.render(Touchmpv.commands)
        let path = URL(fileURLWithPath: TemporaryFolder.path(suffix: ".1"))
        try page.write(to: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: path) }
        // groff with every warning on (-ww): any warning fails; `make test` installs groff-base.
        let check = try TouchmpvRun.finished(["-man", "-Tutf8", "-ww", "-z", path.path], executable: "/usr/bin/groff")
        #expect(check.status == 0 && check.errors.isEmpty, "groff: \(check.errors)")
        let rendered = try TouchmpvRun.finished(["-man", "-Tascii", "-P", "-cbou", path.path], executable: "/usr/bin/groff")
        #expect(rendered.status == 0)
        #expect(rendered.output.contains("touchmpv \(Touchmpv.version)"))
        for command in Touchmpv.commands {
            #expect(rendered.output.contains("touchmpv \(command.name)"))
            for option in command.options {
                #expect(rendered.output.contains(option.label), "the man page lacks \(option.label)")
            }
        }
        // The environment a service manager sets, which changes what play does.
        for variable in ["NOTIFY_SOCKET", "WATCHDOG_USEC", "TOUCHMPV_BACKLIGHT_DIR"] {
            #expect(rendered.output.contains("ENVIRONMENT") && rendered.output.contains("\n       \(variable)\n"), "no \(variable)")
        }
    }

    @Test func theExecutablePrintsTheHelpTheManPageAndTheVersion() throws {
        for command in Touchmpv.commands {
            let result = try TouchmpvRun.finished([command.name, "--help"])
            #expect(result.status == 0 && result.errors.isEmpty)
            #expect(result.output == HelpText.command(command) + "\n")
        }
        let global = try TouchmpvRun.finished(["--help"])
        #expect(global.status == 0 && global.output == HelpText.global(Touchmpv.commands) + "\n")
        let bare = try TouchmpvRun.finished([])
        #expect(bare.status == 2)
        let man = try TouchmpvRun.finished(["help", "--man"])
        #expect(man.status == 0 && man.output == ManPage.render(Touchmpv.commands))
        for flag in ["--version", "-V"] {
            let version = try TouchmpvRun.finished([flag])
            #expect(version.status == 0)
            #expect(version.output.hasPrefix("touchmpv \(Touchmpv.version) (libmpv client API "))
        }
        let unknown = try TouchmpvRun.finished(["--versions"])
        #expect(unknown.status == 2 && unknown.errors.hasPrefix("touchmpv: unknown command '--versions'"))
    }
}
