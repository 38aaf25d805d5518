/// A benchmark step that could not run, with what went wrong.
struct BenchError: Error, CustomStringConvertible {
    /// What went wrong, for the user.
    let description: String

    /// An error saying `description`.
    init(_ description: String) {
        self.description = description
    }
}
