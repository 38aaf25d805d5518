import Foundation
import Testing
import ToolSupport

/// The soak's count of a process's open descriptors, read from `/proc/PID/fd` of a
/// child that opens two descriptors and then closes one, telling us after each step.
struct OpenDescriptorsTests {
    @Test func aChildsDescriptorsAreCountedAndAChildGoneHasNone() throws {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/sh")
        child.arguments = ["-c", "exec 3</dev/null 4</dev/null; echo opened; read line; exec 4<&-; echo closed; read line"]
        let input = Pipe()
        let output = Pipe()
        child.standardInput = input
        child.standardOutput = output
        child.standardError = FileHandle.nullDevice
        try child.run()
        func answer() -> String { String(decoding: output.fileHandleForReading.availableData, as: UTF8.self) }
        #expect(answer() == "opened\n")
        let pid = String(child.processIdentifier)
        let opened = try #require(OpenDescriptors.count(of: pid))
        #expect(opened >= 5)  // the three standard ones, 3 and 4
        input.fileHandleForWriting.write(Data("\n".utf8))
        #expect(answer() == "closed\n")
        #expect(OpenDescriptors.count(of: pid) == opened - 1)
        input.fileHandleForWriting.write(Data("\n".utf8))
        child.waitUntilExit()
        #expect(OpenDescriptors.count(of: pid) == nil)
    }
}
