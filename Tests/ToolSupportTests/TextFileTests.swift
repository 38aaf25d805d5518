import SystemCalls
import TestSupport
import Testing
import ToolSupport

/// The tools read whole files the way the program does.
struct TextFileTests {
    @Test func aFileIsReadWholeAsUTF8() throws {
        let files = try TemporaryFolder()
        #expect(TextFile.text(of: files.write("VmRSS:\t 12 kB\n", name: "status")) == "VmRSS:\t 12 kB\n")
        #expect(TextFile.text(of: files.write([0x41, 0xFF], name: "binary")) == nil)
        #expect(TextFile.text(of: files.path("missing")) == nil)
    }

    /// `String(contentsOfFile:)` would wait in open(2) for a writer that never comes.
    @Test func aFIFOThatNoProgramWritesIsNotWaitedFor() throws {
        let files = try TemporaryFolder()
        let fifo = files.path("fifo")
        try FileSystem.createFIFO(fifo)
        #expect(TextFile.text(of: fifo) == nil)
    }
}
