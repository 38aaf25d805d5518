import Foundation
import TestSupport
import Testing

@testable import ConfigurationFiles
@testable import PlayerGestures

/// Where the bindings are looked for: beside the configuration in use.
struct BindingsLocatorTests {
    private let environment = ["XDG_CONFIG_HOME": "/x", "HOME": "/home/u"]

    @Test func anExplicitFileWins() {
        #expect(
            BindingsLocator.path(
                explicit: "mine.conf", configurationPath: "/c/touchmpv.conf", environment: environment, exists: { _ in true })
                == "mine.conf")
    }

    @Test func theFileBesideTheConfigurationInUseAndNoOther() {
        #expect(
            BindingsLocator.path(explicit: nil, configurationPath: "/c/my.conf", environment: environment, exists: { _ in true })
                == "/c/touch-input.conf")
        #expect(
            BindingsLocator.path(explicit: nil, configurationPath: "my.conf", environment: environment, exists: { _ in true })
                == "touch-input.conf")
        #expect(
            BindingsLocator.path(
                explicit: nil, configurationPath: "/c/my.conf", environment: environment, exists: { $0 != "/c/touch-input.conf" }) == nil)
    }

    @Test func withoutAConfigurationTheStandardPlacesInOrder() {
        #expect(
            BindingsLocator.path(explicit: nil, configurationPath: nil, environment: environment, exists: { _ in true })
                == "/x/touchmpv/touch-input.conf")
        #expect(
            BindingsLocator.path(explicit: nil, configurationPath: nil, environment: environment, exists: { $0.hasPrefix("/etc") })
                == "/etc/touch-input.conf")
        #expect(BindingsLocator.path(explicit: nil, configurationPath: nil, environment: environment, exists: { _ in false }) == nil)
    }

    @Test func aFileBesideTheConfigurationIsReadAndItsCommandsChecked() throws {
        let directory = URL(fileURLWithPath: TemporaryFolder.path(suffix: ""))
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = directory.appendingPathComponent("touchmpv.conf").path
        try "volume = 50\n".write(toFile: config, atomically: true, encoding: .utf8)
        #expect(try BindingsLocator.load(explicit: nil, configurationExplicit: config, touchControls: true, environment: [:]) == .defaults)
        let bindings = directory.appendingPathComponent("touch-input.conf").path
        try "edge-right playlist-next\n".write(toFile: bindings, atomically: true, encoding: .utf8)
        let loaded = try BindingsLocator.load(explicit: nil, configurationExplicit: config, touchControls: true, environment: [:])
        #expect(loaded.commands[BoundGesture(.edge(.right))] == .mpv("playlist-next"))
        try "edge-right playlist-nxt\n".write(toFile: bindings, atomically: true, encoding: .utf8)
        #expect(
            throws: ConfigurationError(
                file: bindings, line: 1, column: 12, message: "mpv refuses 'playlist-nxt': Command 'playlist-nxt' not found")
        ) {
            try BindingsLocator.load(explicit: nil, configurationExplicit: config, touchControls: true, environment: [:])
        }
    }

    @Test func aMissingExplicitFileIsAnError() {
        #expect(
            throws: ConfigurationError(
                file: "/nonexistent/b.conf", line: 0, message: "cannot read the bindings file: No such file or directory (errno 2)")
        ) {
            try BindingsLocator.load(explicit: "/nonexistent/b.conf", configurationExplicit: nil, touchControls: true, environment: [:])
        }
    }
}
