// swift-tools-version:6.0
// touchmpv: a touch-gesture controller for mpv on Linux. Targets follow DESIGN.md:
// data flows one way, TouchInput → Gestures → PlayerGestures → MPVPlayer, and the
// executable wires them together through TouchmpvApp.
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
        // The one system-call layer: file descriptors, Errno, EINTR retry, pipes, poll, stat, clocks, signals.
        .target(name: "SystemCalls"),
        // The UIKit-style gesture-recognizer library: no mpv, no Linux input.
        .target(name: "Gestures"),
        // evdev decoding, devices, calibration, the `.touch` and evemu parsers, the recorder.
        .target(name: "TouchInput", dependencies: ["Gestures", "CLinuxInput", "SystemCalls"]),
        // The player's gesture layer, its actions, delegate protocol and simulated player.
        .target(name: "PlayerGestures", dependencies: ["Gestures"]),
        // The touch controls and the gesture HUD: views in the layer's tree, and the overlay they are drawn as.
        .target(name: "PlayerUI", dependencies: ["Gestures", "PlayerGestures"]),
        // The libmpv client and the delegate that maps player actions onto mpv.
        .target(name: "MPVPlayer", dependencies: ["PlayerGestures", "CMPV", "SystemCalls"]),
        // Subcommands, configuration and the run loop, as a library so tests can reach them.
        .target(
            name: "TouchmpvApp", dependencies: ["Gestures", "TouchInput", "PlayerGestures", "PlayerUI", "MPVPlayer", "SystemCalls"]),
        .executableTarget(name: "touchmpv", dependencies: ["TouchmpvApp"]),
        // What the benchmark, the soak and the tests share: a seedable random generator, /proc readers.
        .target(name: "ToolSupport"),
        // `make bench`: the pipeline's cost, touch-to-mpv latency, idle cost, and touchmpv against plain mpv.
        .executableTarget(
            name: "TouchmpvBench",
            dependencies: [
                "Gestures", "TouchInput", "PlayerGestures", "MPVPlayer", "TouchmpvApp", "CLinuxInput", "ToolSupport", "SystemCalls",
            ]),
        // `make soak`: an hour of synthetic touch traffic in virtual time, then minutes against real mpv.
        .executableTarget(
            name: "TouchmpvSoak", dependencies: ["TouchInput", "PlayerGestures", "Gestures", "CLinuxInput", "ToolSupport", "SystemCalls"]),

        // Test helpers shared by the test targets: where the fixtures and the built executable are.
        .target(name: "TestSupport", dependencies: ["Gestures", "SystemCalls"], path: "Tests/TestSupport"),
        .testTarget(name: "GesturesTests", dependencies: ["Gestures"]),
        .testTarget(name: "SystemCallsTests", dependencies: ["SystemCalls", "TestSupport"]),
        .testTarget(name: "MPVPlayerTests", dependencies: ["MPVPlayer", "SystemCalls"]),
        .testTarget(
            name: "EndToEndTests", dependencies: ["TestSupport", "TouchInput", "Gestures", "CLinuxInput", "MPVPlayer", "ToolSupport"]),
        .testTarget(name: "TouchInputTests", dependencies: ["TouchInput", "TestSupport", "ToolSupport", "SystemCalls"]),
        .testTarget(name: "PlayerGesturesTests", dependencies: ["PlayerGestures", "Gestures", "TestSupport"]),
        .testTarget(name: "PlayerUITests", dependencies: ["PlayerUI", "PlayerGestures", "Gestures", "TestSupport"]),
        .testTarget(
            name: "TouchmpvAppTests",
            dependencies: [
                "TouchmpvApp", "PlayerGestures", "TouchInput", "Gestures", "MPVPlayer", "CLinuxInput", "TestSupport", "SystemCalls",
            ]),
        .testTarget(
            name: "ReliabilityTests",
            dependencies: ["TouchmpvApp", "TouchInput", "PlayerGestures", "Gestures", "CLinuxInput", "TestSupport", "SystemCalls"]),
    ]
)
