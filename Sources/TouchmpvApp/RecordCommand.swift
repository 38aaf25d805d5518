import Gestures
import SystemCalls
import TouchInput

#if canImport(Glibc)
    import Glibc
#endif

/// `touchmpv record`: records touches as a native `.touch` script, until the input ends
/// or SIGINT (Ctrl-C).
///
/// DEV may be a device, or a file or FIFO of raw `struct input_event` records whose
/// description comes from `--desc` (else a protocol-B panel whose units are points).
/// Each frame is written and flushed as it comes, so the script is complete whenever
/// recording stops.
enum RecordCommand {
    static let description = CommandDescription(
        name: "record", summary: "record touches as a .touch script", operands: [],
        options: [
            .valued(
                "touch", "DEV|auto",
                "The touchscreen to read (default auto: the first direct-touch device), or a file or FIFO of raw "
                    + "struct input_event records."),
            .desc,
            .flag("grab", "Take the device exclusively (EVIOCGRAB): no other program sees its touches meanwhile."),
            .valued("output", "FILE", short: "o", "Write the script to FILE instead of standard output."),
        ],
        details: [
            "Records until the input ends or SIGINT (Ctrl-C). Each frame is written as it comes, so the script is complete "
                + "whenever recording stops; touchmpv play --script and touchmpv simulate replay it."
        ])

    /// Runs the command with its parsed options.
    static func run(_ list: ArgumentList) throws(CommandError) {
        var description: DeviceDescription?
        if let descPath = list.value("desc") {
            do throws(ScriptError) {
                description = try ScriptLoader.loadDescription(path: descPath)
            } catch {
                throw CommandError(error.description, status: .badInput)
            }
        }
        let output = try Output(path: list.value("output"))
        defer { output.close() }
        do throws(InputError) {
            let source = list.value("touch") ?? "auto"
            let path = source == "auto" ? try DeviceScanner.automaticDevice() : source
            let device = try TouchDevice.open(path: path, options: TouchDevice.Options(grab: list.has("grab"), description: description))
            let interrupt = try catchInterrupt()
            var writer = TouchScriptWriter()
            try output.write(TouchScriptWriter.header(source: path, screen: .standardScreen))
            recording: while let descriptor = device.fileDescriptor {
                do throws(Errno) {
                    if try Poll.readable([descriptor, interrupt], timeout: -1).contains(interrupt) { break recording }
                } catch .interrupted {
                    continue  // the signal's byte is in the pipe now
                } catch {
                    throw .system(path: path, operation: "poll", errno: error)
                }
                let frames: [TouchFrame]
                do throws(InputError) {
                    frames = try device.readFrames()
                } catch .endOfInput {
                    break recording
                }
                for frame in frames {
                    try output.write(writer.text(for: frame))
                }
            }
        } catch {
            throw CommandError(error.description, status: .runtimeFailure)
        }
    }

    /// The descriptor that becomes readable on SIGINT (Ctrl-C), which ends the recording.
    private static func catchInterrupt() throws(InputError) -> FileDescriptor {
        do throws(Errno) {
            return try SignalPipe(catching: [SIGINT]).readEnd
        } catch {
            throw .system(path: "signal pipe", operation: "pipe", errno: error)
        }
    }
}

/// Where `record` writes: a file (`-o FILE`) or standard output, each frame with one
/// unbuffered write, so that the script is complete whenever recording stops.
private final class Output {
    private let descriptor: FileDescriptor
    private let path: String

    init(path: String?) throws(CommandError) {
        self.path = path ?? "standard output"
        guard let path else {
            descriptor = .standardOutput
            return
        }
        do throws(Errno) {
            descriptor = try FileDescriptor.open(path, .writeOnly, options: [.create, .truncate])
        } catch {
            throw CommandError("\(path): cannot write: \(error) (errno \(error.rawValue))", status: .runtimeFailure)
        }
    }

    func write(_ text: String) throws(InputError) {
        do throws(Errno) {
            try descriptor.writeAll(Array(text.utf8))
        } catch {
            throw .system(path: path, operation: "write", errno: error)
        }
    }

    func close() {
        if descriptor != .standardOutput { descriptor.close() }
    }
}
