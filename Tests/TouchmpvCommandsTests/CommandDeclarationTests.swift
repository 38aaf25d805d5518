import Testing

@testable import PlayerRuntime
@testable import TouchmpvCommands

/// Options reach `run` typed: each command's declaration parses its arguments into its
/// options struct, every property filled by the one option declared for it.
struct CommandDeclarationTests {
    @Test func playsArgumentsReachItsOptionsTyped() throws {
        let options = try PlayOptions.declaration.parse([
            "a.mkv", "--script", "s.touch", "--headless", "--mpv", "fs=no", "b.mkv", "--mpv=volume=5", "--junit=r.xml",
        ])
        #expect(options.media == ["a.mkv", "b.mkv"])
        #expect(options.script == "s.touch" && options.junit == "r.xml" && options.touch == nil)
        #expect(options.headless && !options.showTouches && !options.noMPVConfig)
        #expect(options.mpv == ["fs=no", "volume=5"])
    }

    @Test func simulatesRequiredScriptIsAStringAndItsFlagsBooleans() throws {
        let options = try SimulateOptions.declaration.parse(["--json", "--script", "s.touch", "--svg", "p.svg"])
        #expect(options.script == "s.touch" && options.svg == "p.svg" && options.junit == nil)
        #expect(options.json && !options.trace)
        #expect(throws: CommandError.self) { try SimulateOptions.declaration.parse(["--json"]) }
    }

    @Test func recordsShortOptionFillsTheLongOnesProperty() throws {
        let options = try RecordOptions.declaration.parse(["-o", "out.touch", "--grab", "--touch", "/dev/input/event3"])
        #expect(options.output == "out.touch" && options.touch == "/dev/input/event3" && options.grab && options.desc == nil)
        #expect(throws: CommandError.self) { try DevicesOptions.declaration.parse(["extra"]) }
    }

    @Test func everyPropertyOfEveryCommandsOptionsIsDeclaredAndFilledByItsOwnOption() throws {
        try Self.checkEveryPropertyIsDeclared(PlayOptions.self)
        try Self.checkEveryPropertyIsDeclared(SimulateOptions.self)
        try Self.checkEveryPropertyIsDeclared(RecordOptions.self)
        try Self.checkEveryPropertyIsDeclared(DevicesOptions.self)
        let declared = [
            PlayOptions.declaration.description, SimulateOptions.declaration.description, DevicesOptions.declaration.description,
            RecordOptions.declaration.description,
        ]
        #expect(Touchmpv.commands.map(\.name) == declared.map(\.name))
    }

    /// Gives every option of `Options` (a value naming it, or the flag) and an operand,
    /// and reads the parsed struct back by reflection: each property differs from its
    /// default, and each value is in exactly one property.
    static func checkEveryPropertyIsDeclared<Options: CommandOptions>(_: Options.Type) throws {
        let description = Options.declaration.description
        var arguments = description.operands.map { "operand \($0.name)" }
        for option in description.options {
            arguments += option.value == nil ? ["--" + option.name] : ["--" + option.name, "value of --\(option.name)"]
        }
        let parsed = Mirror(reflecting: try Options.declaration.parse(arguments)).children.map { ($0.label, "\($0.value)") }
        let defaults = Mirror(reflecting: Options()).children.map { "\($0.value)" }
        #expect(parsed.count == description.options.count + description.operands.count, "\(description.name)")
        for ((label, value), unset) in zip(parsed, defaults) {
            #expect(value != unset, "\(description.name): no option fills \(label ?? "?")")
        }
        for given in arguments where !given.hasPrefix("--") {
            #expect(parsed.count { $0.1.contains(given) } == 1, "\(description.name): \(given)")
        }
    }
}
