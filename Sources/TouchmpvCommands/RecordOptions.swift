/// `touchmpv record`'s command line, for `RecordCommand.run`.
struct RecordOptions: CommandOptions {
    var touch: String?
    var desc: String?
    var grab = false
    var output: String?

    static let declaration = CommandDeclaration<RecordOptions>(
        name: "record", summary: "record touches as a .touch script",
        options: [
            .valued(
                \.touch, "touch", "DEV|auto",
                "The touchscreen to read (default auto: the first direct-touch device), or a file or FIFO of raw "
                    + "struct input_event records."),
            .desc(\.desc),
            .flag(\.grab, "grab", "Take the device exclusively (EVIOCGRAB): no other program sees its touches meanwhile."),
            .valued(
                \.output, "output", "FILE", short: "o",
                "Write the script to FILE instead of standard output (FILE is replaced once recording begins; not an "
                    + "input's path)."),
        ],
        details: [
            "Records until the input ends or SIGINT (Ctrl-C). Each frame is written as it comes, so the script is complete "
                + "whenever recording stops; touchmpv play --script and touchmpv simulate replay it."
        ])
}
