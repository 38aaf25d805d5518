let count = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 1_000_000 : 1_000_000
let stream = SyntheticTouchStream.generate(minimumEvents: count)
print(stream.events, stream.updates, stream.frames, stream.tally)
let result = PipelineBenchmark(stream: stream, repetitions: 1).measure()
print(result.nanosecondsPerEvent, result.checkFailures)
