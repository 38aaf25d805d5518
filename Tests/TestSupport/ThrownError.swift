import Testing

/// The error of type `Failure` that `body` throws, or nil after recording an issue (at
/// the caller's line) when it throws none or another. `#expect(throws:)` returns the error
/// only from Swift 6.1 on, and the tests build with Swift 6.0 (Debian 13's) too.
public func thrownError<Failure: Error, Result>(
    _ type: Failure.Type, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Result
) -> Failure? {
    do {
        _ = try body()
        Issue.record("expected an error of type \(Failure.self), but none was thrown", sourceLocation: sourceLocation)
    } catch let error as Failure {
        return error
    } catch {
        Issue.record("expected an error of type \(Failure.self), but \(error) was thrown", sourceLocation: sourceLocation)
    }
    return nil
}
