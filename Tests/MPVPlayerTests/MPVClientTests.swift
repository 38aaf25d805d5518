import MPVPlayer
import SystemCalls
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `MPVClient` against a real headless libmpv playing real generated media.
@Suite(.serialized) struct MPVClientTests {
    @Test func aPlayerStartedOnAThreadOfItsOwnSaysSoOnItsDescriptorAndWorks() throws {
        let start = try MPVClientStart(options: [("vo", "null"), ("ao", "null"), ("idle", "yes"), ("volume", "37")])
        let ready = try Poll.readable([start.descriptor], timeout: 30_000)
        #expect(ready.contains(start.descriptor))
        let client = try start.finish()
        #expect(try client.property("volume", as: Double.self) == 37)
    }

    @Test func aStartWithABadOptionFailsNamingIt() throws {
        let start = try MPVClientStart(options: [("vo", "null"), ("no-such-option", "1")])
        #expect(throws: MPVError.self) { try start.finish() }
        let again = try MPVClientStart(options: [("no-such-option", "1")])
        do {
            _ = try again.finish()
            Issue.record("a bad option started")
        } catch {
            #expect(error.operation == "set option 'no-such-option' to '1'", "\(error)")
        }
    }

    @Test func doublePropertiesRoundTrip() throws {
        let client = try HeadlessPlayer.playing()
        try client.setProperty("volume", 42.5)
        #expect(try client.property("volume", as: Double.self) == 42.5)
        try client.setProperty("speed", 1.75)
        #expect(try client.property("speed", as: Double.self) == 1.75)
    }

    @Test func flagPropertiesRoundTripAsCInt() throws {
        let client = try HeadlessPlayer.playing()
        try client.setProperty("pause", true)
        #expect(try client.property("pause", as: Bool.self) == true)
        try client.setProperty("pause", false)
        #expect(try client.property("pause", as: Bool.self) == false)
    }

    @Test func integerAndStringPropertiesRoundTrip() throws {
        let client = try HeadlessPlayer.playing()
        try client.setProperty("osd-level", Int64(3))
        #expect(try client.property("osd-level", as: Int64.self) == 3)
        try client.setProperty("force-media-title", "touchmpv test")
        #expect(try client.property("media-title", as: String.self) == "touchmpv test")
    }

    @Test func theBuiltInSourceHasVideoAudioAndTenMinutes() throws {
        let client = try HeadlessPlayer.playing()
        #expect(try client.property("duration", as: Double.self) == Double(BuiltInSource.duration))
        #expect(try client.property("seekable", as: Bool.self) == true)
        #expect(try client.property("width", as: Int64.self) == 320)
        #expect(try client.property("audio-params/samplerate", as: Int64.self) == 48000)
        #expect(try client.property("current-tracks/video/codec", as: String.self) == "mpeg4")
    }

    @Test func seeksLandForwardAndBackward() throws {
        let client = try HeadlessPlayer.playing(options: [("pause", "yes")])
        try HeadlessPlayer.seek(client, ["42", "absolute+exact"])
        #expect(abs(try client.property("time-pos", as: Double.self) - 42) < 0.1)
        try HeadlessPlayer.seek(client, ["12.5", "absolute+exact"])
        #expect(abs(try client.property("time-pos", as: Double.self) - 12.5) < 0.1)
    }

    @Test func observedPropertiesReportTheirValues() throws {
        let client = try HeadlessPlayer.playing()
        try client.observe("pause", format: .flag, id: 5)
        try client.observe("volume", format: .none, id: 6)
        try client.setProperty("pause", true)
        try client.setProperty("volume", 20.0)
        let paused = MPVEvent.propertyChanged(name: "pause", value: .flag(true), observerID: 5)
        let volume = MPVEvent.propertyChanged(name: "volume", value: .none, observerID: 6)
        var events = HeadlessPlayer.waitUntil(client) { $0 == paused }
        if !events.contains(volume) { events += HeadlessPlayer.waitUntil(client) { $0 == volume } }
        #expect(events.contains(paused))
        #expect(events.contains(volume))
    }

    /// What the service watchdog's probe relies on: mpv's core answers a request that was
    /// not waited for with a reply carrying its id, also for a property it cannot read.
    @Test func aRequestedPropertyIsAnsweredWithItsID() throws {
        let client = try HeadlessPlayer.playing()
        try client.requestProperty("time-pos", format: .double, id: 77)
        try client.requestProperty("no-such-property", format: .double, id: 78)
        let refused = MPVEvent.propertyReply(name: "no-such-property", value: .none, requestID: 78)
        func answered(_ event: MPVEvent) -> Bool {
            guard case .propertyReply(name: "time-pos", value: .double, requestID: 77) = event else { return false }
            return true
        }
        var events = HeadlessPlayer.waitUntil(client) { $0 == refused }
        if !events.contains(where: answered) { events += HeadlessPlayer.waitUntil(client, answered) }
        #expect(events.contains(where: answered))
        #expect(events.contains(refused))
    }

    @Test func playbackEventsArriveInOrder() throws {
        let client = try HeadlessPlayer.make(options: [("end", "0.5")])
        try client.command(["loadfile", try BuiltInSource.file()])
        let events = HeadlessPlayer.waitUntil(client) {
            if case .endFile = $0 { return true }
            return false
        }
        let start = events.firstIndex(of: .startFile)
        let loaded = events.firstIndex(of: .fileLoaded)
        let restarted = events.firstIndex(of: .playbackRestarted)
        let ended = events.firstIndex(of: .endFile(MPVEndFile(reason: .endOfFile, errorCode: 0)))
        #expect(start != nil && loaded != nil && restarted != nil && ended != nil)
        if let start, let loaded, let restarted, let ended {
            #expect(start < loaded && loaded < restarted && restarted < ended)
        }
    }

    @Test func anUnplayableFileEndsWithAReadableError() throws {
        let client = try HeadlessPlayer.make()
        try client.requestLogMessages(minimumLevel: "error")
        try client.command(["loadfile", "/nonexistent/touchmpv-missing.mkv"])
        let events = HeadlessPlayer.waitUntil(client) {
            if case .endFile = $0 { return true }
            return false
        }
        let ends = events.compactMap { event -> MPVEndFile? in
            if case .endFile(let end) = event { return end }
            return nil
        }
        guard let end = ends.first else {
            Issue.record("no end-file event in \(events)")
            return
        }
        #expect(end.reason == .error)
        #expect(end.error?.reason == "loading failed")
        let logged = events.compactMap { event -> String? in
            if case .logMessage(let message) = event { return message.text }
            return nil
        }
        #expect(logged.contains { $0.contains("/nonexistent/touchmpv-missing.mkv") })
    }

    @Test func errorsCarryMpvsWords() throws {
        let client = try HeadlessPlayer.make()
        #expect(throws: MPVError.self) { try client.setProperty("volume", "loud") }
        do {
            _ = try client.property("no-such-property", as: Double.self)
            Issue.record("reading a missing property succeeded")
        } catch {
            #expect(error.description == "get property 'no-such-property': property not found")
        }
        do {
            try client.command(["no-such-command"])
            Issue.record("an unknown command succeeded")
        } catch {
            #expect(error.description == "command 'no-such-command': invalid parameter")
        }
    }

    @Test func unknownOptionsAreRefusedBeforeInitialization() throws {
        let client = try MPVClient()
        do {
            try client.setOption("no-such-option", "1")
            Issue.record("an unknown option was accepted")
        } catch {
            #expect(error.reason == "option not found")
        }
        try client.setOption("volume", "33")
        try client.initialize()
        #expect(try client.property("volume", as: Double.self) == 33)
    }

    @Test func theWakeupDescriptorBecomesReadableForEvents() throws {
        let client = try HeadlessPlayer.make()
        _ = client.drainEvents()
        // An observation makes mpv send the property's current value at once.
        try client.observe("speed", format: .double, id: 9)
        #expect(try Poll.readable([client.wakeupDescriptor], timeout: 20_000) == [client.wakeupDescriptor])
        #expect(client.drainEvents().contains(.propertyChanged(name: "speed", value: .double(1), observerID: 9)))
    }

    @Test func terminateStopsThePlayerOnce() throws {
        let client = try HeadlessPlayer.playing()
        client.terminate()
        #expect(client.isTerminated)
        client.terminate()
        #expect(client.drainEvents().isEmpty)
        #expect(throws: MPVError.self) { try client.command(["cycle", "pause"]) }
    }

    /// `--mpv` reads as mpv's own `--ARGUMENT`: split at the first '=', a bare name is a
    /// flag set to yes, `no-NAME` sets it to no.
    @Test func mpvOptionArgumentsReadAsMpvsCommandLine() {
        func pair(_ argument: String) -> [String]? { MPVOptions.parse(argument).map { [$0.name, $0.value] } }
        #expect(pair("input-ipc-server=/tmp/a=b") == ["input-ipc-server", "/tmp/a=b"])
        #expect(pair("osc=") == ["osc", ""])
        #expect(pair("fs") == ["fs", "yes"])
        #expect(pair("no-fs") == ["fs", "no"])
        #expect(pair("no-osd-bar=yes") == ["no-osd-bar", "yes"])
        #expect(pair("no-") == ["no-", "yes"])
        #expect(MPVOptions.parse("") == nil)
        #expect(MPVOptions.parse("=x") == nil)
        #expect(MPVOptions.addsToAList("vf-add") && MPVOptions.addsToAList("scripts-append") && !MPVOptions.addsToAList("vf-set"))
    }
}
