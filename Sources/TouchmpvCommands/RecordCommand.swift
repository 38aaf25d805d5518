import Gestures
import PlayerRuntime
import SystemCalls
import TouchInput
import TouchScripts

#if canImport(Glibc)
    import Glibc
#endif

/// `touchmpv record`: records touches as a native `.touch` script, until the input ends
/// or SIGINT (Ctrl-C).
///
/// DEV may be a device, or a file or FIFO of raw `struct input_event` records whose
/// description comes from `--desc` (else a protocol-B panel whose units are points).
/// Each frame is written as it comes, so the script is complete whenever recording stops
/// (even by SIGKILL): on standard output, or with `-o FILE` in a temporary file beside FILE
/// that is renamed over it once the device is open and the header written
/// (`OutputFile.publish`), so that a recording that never began leaves FILE as it was (a
/// FILE that is no regular file, a FIFO or `/dev/stdout`, is written directly).
enum RecordCommand {
    /// Runs the command with its parsed options.
    static func run(_ options: RecordOptions) throws(CommandError) {
        var description: DeviceDescription?
        if let descPath = options.desc {
            do throws(ScriptError) {
                description = try ScriptLoader.loadDescription(path: descPath)
            } catch {
                throw CommandError(error.description, status: .badInput)
            }
        }
        try RunInputs.refuseFolder(asTouchSource: options.touch ?? "auto", named: "--touch")
        let file = try options.output.map { (path) throws(CommandError) in try OutputFile(path: path, option: "-o") }
        try OutputFile.refuseInputs(RunInputs.files(desc: options.desc, touch: options.touch), outputs: [file])
        var started = false
        do throws(CommandError) {
            try record(options, description: description) { (text) throws(CommandError) in
                if let file {
                    try file.append(text)
                    if !started { try file.publish() }
                } else {
                    try writeToStandardOutput(text)
                }
                started = true
            }
        } catch {
            // What was recorded before a failure is kept; a recording that never began
            // leaves the path as it was.
            if started { try? file?.commit() }
            throw error
        }
        try file?.commit()
    }

    /// Records from the touch source `options` names until it ends or SIGINT, passing the
    /// script's text to `write` as it comes: the header, then a line per frame.
    private static func record(
        _ options: RecordOptions, description: DeviceDescription?, write: (String) throws(CommandError) -> Void
    ) throws(CommandError) {
        let source = options.touch ?? "auto"
        let path: String
        let device: TouchDevice
        let interrupt: FileDescriptor
        do throws(InputError) {
            path = source == "auto" ? try DeviceScanner.automaticDevice() : source
            device = try TouchDevice.open(path: path, options: TouchDevice.Options(grab: options.grab, description: description))
            interrupt = try catchInterrupt()
        } catch {
            throw CommandError(error.description, status: .runtimeFailure)
        }
        var writer = TouchScriptWriter()
        try write(TouchScriptWriter.header(source: path, screen: .standardScreen))
        while let (frames, keys) = try nextInput(of: device, path: path, interrupt: interrupt) {
            // In time order; a key after the frame of its moment, as a script plays them.
            var (frame, key) = (frames.makeIterator(), keys.makeIterator())
            var (nextFrame, nextKey) = (frame.next(), key.next())
            while nextFrame != nil || nextKey != nil {
                if let candidate = nextFrame, nextKey.map({ candidate.time <= $0.time }) ?? true {
                    try write(writer.text(for: candidate))
                    nextFrame = frame.next()
                } else if let candidate = nextKey {
                    try write(writer.text(for: candidate))
                    nextKey = key.next()
                }
            }
        }
    }

    /// The frames and keys `device` has next, waiting for them; nil when its input ended
    /// or `interrupt` became readable.
    private static func nextInput(of device: TouchDevice, path: String, interrupt: FileDescriptor) throws(CommandError)
        -> (frames: [TouchFrame], keys: [KeyEvent])?
    {
        do throws(InputError) {
            while let descriptor = device.fileDescriptor {
                do throws(Errno) {
                    if try Poll.readable([descriptor, interrupt], timeout: -1).contains(interrupt) { return nil }
                } catch .interrupted {
                    continue  // the signal's byte is in the pipe now
                } catch {
                    throw .system(path: path, operation: "poll", errno: error)
                }
                do throws(InputError) {
                    return try device.read()
                } catch .endOfInput {
                    return nil
                }
            }
            return nil
        } catch {
            throw CommandError(error.description, status: .runtimeFailure)
        }
    }

    /// One unbuffered write of `text` to standard output, so that the script is complete
    /// there whenever recording stops.
    private static func writeToStandardOutput(_ text: String) throws(CommandError) {
        do throws(Errno) {
            try FileDescriptor.standardOutput.writeAll(Array(text.utf8))
        } catch {
            throw CommandError(
                InputError.system(path: "standard output", operation: "write", errno: error).description, status: .runtimeFailure)
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
