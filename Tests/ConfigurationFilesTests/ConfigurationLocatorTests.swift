import Foundation
import Testing

@testable import ConfigurationFiles

/// Where the configuration is looked for, in order.
struct ConfigurationLocatorTests {
    @Test func anExplicitFileWinsEvenIfOthersExist() {
        #expect(
            ConfigurationLocator.path(explicit: "mine.conf", environment: ["XDG_CONFIG_HOME": "/x"], exists: { _ in true }) == "mine.conf")
    }

    @Test func xdgConfigHomeComesBeforeEtc() {
        let environment = ["XDG_CONFIG_HOME": "/x", "HOME": "/home/u"]
        #expect(ConfigurationLocator.candidates(environment: environment) == ["/x/touchmpv/touchmpv.conf", "/etc/touchmpv.conf"])
        #expect(ConfigurationLocator.path(explicit: nil, environment: environment, exists: { _ in true }) == "/x/touchmpv/touchmpv.conf")
        #expect(
            ConfigurationLocator.path(explicit: nil, environment: environment, exists: { $0.hasPrefix("/etc") }) == "/etc/touchmpv.conf")
    }

    @Test func homeConfigIsTheFallbackForAnUnsetOrEmptyXdgConfigHome() {
        for environment in [["HOME": "/home/u"], ["HOME": "/home/u", "XDG_CONFIG_HOME": ""]] {
            #expect(ConfigurationLocator.candidates(environment: environment).first == "/home/u/.config/touchmpv/touchmpv.conf")
        }
    }

    @Test func noFileMeansTheDefaults() throws {
        #expect(ConfigurationLocator.path(explicit: nil, environment: [:], exists: { _ in false }) == nil)
    }

    @Test func aMissingExplicitFileIsAnError() {
        #expect(
            throws: ConfigurationError(
                file: "/nonexistent/t.conf", line: 0, message: "cannot read the configuration file: No such file or directory (errno 2)")
        ) {
            try ConfigurationLocator.load(explicit: "/nonexistent/t.conf", environment: [:])
        }
    }

    @Test func aFoundFileIsParsed() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchmpv-locator-\(getpid())")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("touchmpv"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "pan-step = 25\n".write(to: directory.appendingPathComponent("touchmpv/touchmpv.conf"), atomically: true, encoding: .utf8)
        let config = try ConfigurationLocator.load(explicit: nil, environment: ["XDG_CONFIG_HOME": directory.path])
        #expect(config.gestures.panStep == 25)
    }
}
