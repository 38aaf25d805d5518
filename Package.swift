// swift-tools-version:6.0
// touchmpv: a touch-gesture controller for mpv on Linux. docs/architecture.md says what
// each target holds and which it may import (a test checks every `import` against that
// table); data flows one way, from a finger (TouchInput) to mpv (MPVPlayer).
import PackageDescription

let package = Package(
    name: "touchmpv",
    products: [
        .library(name: "Gestures", targets: ["Gestures"]),
        .executable(name: "touchmpv", targets: ["touchmpv"]),
    ],
    targets: [
        // libmpv's C client API, found with pkg-config (Debian: libmpv-dev).
        .systemLibrary(
            name: "CMPV",
            path: "Sources/CMPV",
            pkgConfig: "mpv",
            providers: [.apt(["libmpv-dev"])]
        ),
        // linux/input.h constants and EVIOC* ioctl macros as functions Swift can call.
        .target(name: "CLinuxInput", path: "Sources/CLinuxInput"),
        // sys/timerfd.h, which Swift's Glibc module leaves out.
        .systemLibrary(name: "CTimerFD", path: "Sources/CTimerFD"),
        // The one system-call layer.
        .target(name: "SystemCalls", dependencies: ["CTimerFD"]),
        // The UIKit-style gesture-recognizer library: no mpv, no Linux input.
        .target(name: "Gestures"),
        // What every text format shares: numbers as text, excerpts of bad input.
        .target(name: "TextFormats"),
        // Touchscreens: evdev bytes to frames, the devices and their life.
        .target(name: "TouchInput", dependencies: ["Gestures", "CLinuxInput", "SystemCalls", "TextFormats"]),
        // The script language (`.touch`, `expect`) and evemu recordings as touch sources.
        // What both players share: actions, commands, state, the mapping, the simulated player.
        .target(name: "PlayerModel", dependencies: ["Gestures", "TextFormats"]),
        .target(name: "TouchScripts", dependencies: ["Gestures", "TouchInput", "PlayerModel", "TextFormats", "SystemCalls"]),
        // The player's gesture layer: its views, its bindings, its recognizers.
        .target(name: "PlayerGestures", dependencies: ["Gestures", "PlayerModel"]),
        // The touch controls and the gesture HUD.
        .target(name: "PlayerUI", dependencies: ["Gestures", "PlayerGestures", "PlayerModel", "TextFormats"]),
        // libmpv: the client, its events, and the player carried out on mpv.
        .target(name: "MPVPlayer", dependencies: ["Gestures", "PlayerModel", "TextFormats", "CMPV", "SystemCalls"]),
        // touchmpv.conf and touch-input.conf: finding, parsing and checking them.
        .target(
            name: "ConfigurationFiles",
            dependencies: [
                "Gestures", "TouchInput", "TouchScripts", "PlayerModel", "PlayerGestures", "MPVPlayer", "TextFormats", "SystemCalls",
            ]),
        // What a kiosk's service needs around playback: systemd's notifications and watchdog,
        // reload, resume after a power cut, the screen schedule and the backlight.
        .target(
            name: "Kiosk",
            dependencies: [
                "ConfigurationFiles", "Gestures", "MPVPlayer", "PlayerGestures", "PlayerModel", "PlayerUI", "SystemCalls", "TextFormats",
                "TouchInput",
            ]),
        // Seek previews' pictures: the second mpv core that decodes them, and their presenter.
        .target(
            name: "Thumbnails",
            dependencies: ["ConfigurationFiles", "Gestures", "MPVPlayer", "PlayerModel", "PlayerUI", "SystemCalls", "TextFormats"]),
        // What a run reports, as text: JSON lines, JUnit, SVG, the trace, the tally.
        .target(name: "RunReports", dependencies: ["Gestures", "TouchScripts", "PlayerModel", "TextFormats"]),
        // Running the player: simulate's virtual time, play's event loop and control socket.
        .target(
            name: "PlayerRuntime",
            dependencies: [
                "Gestures", "TouchInput", "TouchScripts", "PlayerModel", "PlayerGestures", "PlayerUI", "MPVPlayer", "ConfigurationFiles",
                "RunReports", "TextFormats", "SystemCalls", "Thumbnails", "Kiosk",
            ]),
        // The command line: each subcommand's declaration and run, the help and the man page.
        .target(
            name: "TouchmpvCommands",
            dependencies: [
                "Gestures", "TouchInput", "TouchScripts", "PlayerModel", "PlayerGestures", "MPVPlayer", "ConfigurationFiles", "RunReports",
                "PlayerRuntime", "TextFormats", "SystemCalls", "Kiosk",
            ]),
        .executableTarget(name: "touchmpv", dependencies: ["TouchmpvCommands"]),
        // What the benchmark, the soak and the tests share: a seedable random generator, /proc and text-file readers.
        .target(name: "ToolSupport", dependencies: ["CLinuxInput", "Gestures", "SystemCalls", "TouchInput"]),
        // `make bench`: the pipeline's cost, touch-to-mpv latency, idle cost, and touchmpv against plain mpv.
        .executableTarget(
            name: "TouchmpvBench",
            dependencies: [
                "Gestures", "TouchInput", "PlayerModel", "PlayerGestures", "MPVPlayer", "PlayerRuntime", "TouchmpvCommands", "CLinuxInput",
                "ToolSupport", "SystemCalls",
            ]),
        // `make soak`: an hour of synthetic touch traffic and a kiosk's day in virtual time, then minutes against real mpv.
        .executableTarget(
            name: "TouchmpvSoak",
            dependencies: [
                "TouchInput", "PlayerModel", "PlayerGestures", "Gestures", "CLinuxInput", "ToolSupport", "SystemCalls", "PlayerRuntime",
                "ConfigurationFiles", "Kiosk", "PlayerUI",
            ]),

        // Test helpers shared by the test targets: where the fixtures and the built executable are.
        .target(name: "TestSupport", dependencies: ["Gestures", "TextFormats", "SystemCalls"], path: "Tests/TestSupport"),
        // What the command and reliability tests share: `touchmpv simulate` run in process.
        .target(name: "CommandTestSupport", dependencies: ["PlayerRuntime", "TouchmpvCommands"], path: "Tests/CommandTestSupport"),
        .testTarget(name: "ArchitectureTests", dependencies: ["TestSupport"]),
        .testTarget(name: "GesturesTests", dependencies: ["Gestures", "TestSupport"]),
        .testTarget(name: "SystemCallsTests", dependencies: ["SystemCalls", "TestSupport"]),
        .testTarget(name: "TextFormatsTests", dependencies: ["TextFormats"]),
        .testTarget(name: "ToolSupportTests", dependencies: ["SystemCalls", "TestSupport", "ToolSupport"]),
        .testTarget(
            name: "TouchInputTests",
            dependencies: [
                "CLinuxInput", "Gestures", "PlayerRuntime", "SystemCalls", "TestSupport", "ToolSupport", "TouchInput", "TouchScripts",
            ]),
        .testTarget(name: "TouchScriptsTests", dependencies: ["Gestures", "PlayerModel", "TestSupport", "TouchInput", "TouchScripts"]),
        .testTarget(name: "PlayerModelTests", dependencies: ["Gestures", "PlayerModel"]),
        .testTarget(
            name: "PlayerGesturesTests", dependencies: ["Gestures", "PlayerGestures", "PlayerModel", "TestSupport", "TextFormats"]),
        .testTarget(
            name: "PlayerUITests", dependencies: ["Gestures", "PlayerGestures", "PlayerModel", "PlayerUI", "TestSupport", "TextFormats"]),
        .testTarget(
            name: "MPVPlayerTests",
            dependencies: ["CLinuxInput", "Gestures", "Kiosk", "MPVPlayer", "PlayerModel", "SystemCalls", "TestSupport"]),
        .testTarget(name: "KioskTests", dependencies: ["CLinuxInput", "Gestures", "Kiosk", "SystemCalls", "TestSupport"]),
        .testTarget(
            name: "ThumbnailsTests",
            dependencies: ["ConfigurationFiles", "Gestures", "MPVPlayer", "PlayerUI", "SystemCalls", "TestSupport", "Thumbnails"]),
        .testTarget(
            name: "ConfigurationFilesTests",
            dependencies: ["ConfigurationFiles", "Gestures", "MPVPlayer", "PlayerGestures", "PlayerModel", "TestSupport"]),
        .testTarget(
            name: "RunReportsTests", dependencies: ["Gestures", "PlayerModel", "RunReports", "TestSupport", "TextFormats", "TouchScripts"]),
        .testTarget(
            name: "PlayerRuntimeTests",
            dependencies: [
                "CLinuxInput", "ConfigurationFiles", "Gestures", "MPVPlayer", "PlayerGestures", "PlayerModel", "PlayerRuntime",
                "SystemCalls", "TestSupport", "TouchInput", "TouchScripts",
            ]),
        .testTarget(
            name: "TouchmpvCommandsTests",
            dependencies: [
                "CommandTestSupport", "PlayerGestures", "PlayerModel", "PlayerRuntime", "RunReports", "SystemCalls", "TestSupport",
                "ToolSupport", "TouchmpvCommands",
            ]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "CLinuxInput", "Kiosk", "MPVPlayer", "PlayerRuntime", "SystemCalls", "TestSupport", "Thumbnails", "ToolSupport",
                "TouchInput",
            ]),
        .testTarget(
            name: "ReliabilityTests",
            dependencies: [
                "CLinuxInput", "CommandTestSupport", "Gestures", "PlayerRuntime", "SystemCalls", "TestSupport", "ToolSupport", "TouchInput",
                "TouchmpvCommands",
            ]),
    ]
)
