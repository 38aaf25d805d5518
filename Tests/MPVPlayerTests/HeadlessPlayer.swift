import MPVPlayer

/// Test helpers over a real headless libmpv (vo=null, ao=null).
enum HeadlessPlayer {
    /// An initialized headless client with `options` set after the headless ones.
    static func make(options: [(name: String, value: String)] = []) throws -> MPVClient {
        let client = try MPVClient()
        for option in MPVOptions.headless + options {
            try client.setOption(option.name, option.value)
        }
        try client.initialize()
        return client
    }

    /// A headless client playing the built-in source, returned once playback has started.
    static func playing(options: [(name: String, value: String)] = []) throws -> MPVClient {
        let client = try make(options: options)
        try client.command(["loadfile", try BuiltInSource.file()])
        let events = waitUntil(client) {
            if case .endFile = $0 { return true }
            return $0 == .playbackRestarted
        }
        guard events.contains(.playbackRestarted) else { throw HeadlessPlayerError.didNotStart(events) }
        return client
    }

    /// Collects events until a batch holds one that satisfies `condition` (the whole
    /// batch is returned) or `limit` passes; the limit only guards against a hang.
    static func waitUntil(
        _ client: MPVClient, limit: Duration = .seconds(20), _ condition: (MPVEvent) -> Bool
    ) -> [MPVEvent] {
        let deadline = ContinuousClock.now + limit
        var collected: [MPVEvent] = []
        while ContinuousClock.now < deadline {
            let batch = client.waitForEvents(timeout: deadline - ContinuousClock.now)
            collected += batch
            if batch.contains(where: condition) { return collected }
        }
        return collected
    }

    /// The texts of the log lines among the events waiting now (the client asked for them
    /// with `requestLogMessages`).
    static func drainLog(_ client: MPVClient) -> [String] {
        client.drainEvents().compactMap { event in
            if case .logMessage(let message) = event { return message.trimmedText }
            return nil
        }
    }

    /// Seeks with `arguments` and waits until playback restarted at the new position.
    static func seek(_ client: MPVClient, _ arguments: [String]) throws {
        try client.command(["seek"] + arguments)
        _ = waitUntil(client) { $0 == .playbackRestarted }
    }
}

/// Why a headless player could not be set up.
enum HeadlessPlayerError: Error {
    /// Playback never restarted; these events came instead.
    case didNotStart([MPVEvent])
}
