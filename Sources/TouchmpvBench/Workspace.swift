import Foundation
import SystemCalls

#if canImport(Glibc)
    import Glibc
#endif

/// The benchmark's scratch folder (a fresh `mkdtemp` under /tmp, short enough for Unix
/// socket paths): touchmpv's config, the touch FIFOs, mpv's IPC sockets and every
/// child's log. Removed at the end of a run that succeeded; kept for a look otherwise.
final class Workspace {
    let directory: String

    /// Creates the folder and writes the config touchmpv runs with.
    init() throws(BenchError) {
        var template = Array("/tmp/touchmpv-bench.XXXXXX".utf8CString)
        let created = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }
        }
        guard let created else {
            throw BenchError("mkdtemp: \(Errno.current)")
        }
        directory = String(cString: created)
        guard
            FileManager.default.createFile(
                atPath: directory + "/touchmpv.conf",
                contents: Array(TouchmpvSession.configuration.utf8).withUnsafeBytes { Data($0) })
        else { throw BenchError("cannot write \(directory)/touchmpv.conf") }
    }

    /// The config file touchmpv runs with.
    var configPath: String { path("touchmpv.conf") }

    /// The config a run named `name` uses: the common one, or with `settings` (lines)
    /// added, written as NAME.conf.
    func configuration(adding settings: String, name: String) throws(BenchError) -> String {
        guard !settings.isEmpty else { return configPath }
        let file = path("\(name).conf")
        guard
            FileManager.default.createFile(
                atPath: file, contents: Array((TouchmpvSession.configuration + settings).utf8).withUnsafeBytes { Data($0) })
        else { throw BenchError("cannot write \(file)") }
        return file
    }

    func path(_ name: String) -> String {
        directory + "/" + name
    }

    /// Removes the folder and everything in it.
    func remove() {
        try? FileManager.default.removeItem(atPath: directory)
    }
}
