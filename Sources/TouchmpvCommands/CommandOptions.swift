/// A subcommand's options as a struct, one property per option (and one for the
/// operands), as swift-argument-parser declares a command: `run` reads
/// `options.script`, so a misspelled option is a compile error, not a value that is
/// silently never there.
protocol CommandOptions: Sendable {
    /// Every option as if not given: what the parser starts from.
    init()

    /// Each option's name, value name and help, against the property it fills.
    static var declaration: CommandDeclaration<Self> { get }
}
