import PlayerRuntime
import RunReports

/// Why `play` could not start, and the one place its JUnit report is written: a run that
/// never started still leaves a report, one test case in error, for CI to show.
struct PlayStartFailure: Error {
    let error: CommandError
    /// Where a malformed configuration, bindings file or script is wrong (line 0 for
    /// the file as a whole); nil when no file is to blame.
    let place: (file: String, line: Int)?

    init(_ error: CommandError, place: (file: String, line: Int)? = nil) {
        self.error = error
        self.place = place
    }

    /// Writes the report of `script`'s run to `junit` and throws the error to exit with.
    ///
    /// A malformed file's report names the place and is the run's result, so a report
    /// that cannot be written is then the error; any other failure's report only repeats
    /// the error as printed, which stands whether or not the report could be written.
    func report(to junit: OutputFile?, script: String) throws(CommandError) -> Never {
        if let place {
            try junit?.write(JUnitReport(cannotRun: place.file, line: place.line, message: error.message).xml)
        } else {
            try? junit?.write(JUnitReport(cannotRun: script, line: 0, message: "touchmpv: \(error.message)").xml)
        }
        throw error
    }
}
