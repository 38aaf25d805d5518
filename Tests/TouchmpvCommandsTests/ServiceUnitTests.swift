import Foundation
import TestSupport
import Testing

/// The systemd unit `make install` and `make deb` install (dist/touchmpv.service.in):
/// rated by systemd's own `systemd-analyze security`, and holding the lines the service's
/// trust rests on (docs/behaviour.md, "Running as a service").
@Suite struct ServiceUnitTests {
    /// Where `systemd-analyze` is, if this machine has it.
    static let analyzer = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// The unit as `make install PREFIX=/usr` writes it, in a folder of its own.
    static func installedUnit() throws -> String {
        let template = try String(
            contentsOf: Fixtures.repositoryRoot.appendingPathComponent("dist/touchmpv.service.in"), encoding: .utf8)
        let folder = TemporaryFolder.path(suffix: "-unit")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/touchmpv.service"
        try template.replacingOccurrences(of: "@BINDIR@", with: "/usr/bin")
            .replacingOccurrences(of: "@DOCDIR@", with: "/usr/share/doc/touchmpv")
            .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test(.enabled(if: analyzer != nil, "systemd-analyze is not installed (Debian: systemd)"))
    func systemdRatesTheUnitTwoOrLower() throws {
        let unit = try Self.installedUnit()
        defer { try? FileManager.default.removeItem(atPath: (unit as NSString).deletingLastPathComponent) }
        let run = try TouchmpvRun.finished(["security", "--offline=yes", "--no-pager", unit], executable: Self.analyzer!)
        let line = run.output.split(separator: "\n").first { $0.contains("Overall exposure level for touchmpv.service:") }
        let words = line?.split(separator: ":").last?.split(separator: " ") ?? []
        let rating = words.first.flatMap { Double($0) }
        print("systemd-analyze security --offline=yes: \(line.map(String.init) ?? run.output + run.errors)")
        #expect(rating != nil, "\(run.output)\(run.errors)")
        #expect(rating.map { $0 <= 2.0 } == true, "\(line.map(String.init) ?? "")")
    }

    @Test func theUnitReadsOnlyFromEtcAndWritesOnlyItsState() throws {
        let unit = try String(contentsOfFile: try Self.installedUnit(), encoding: .utf8)
        let lines = Set(unit.split(separator: "\n").map(String.init))
        let required = [
            "Type=notify", "NotifyAccess=main", "WatchdogSec=30s", "ProtectHome=yes", "ProtectSystem=strict",
            "StateDirectory=touchmpv", "ExecReload=/bin/kill -HUP $MAINPID",
            "ExecStart=/usr/bin/touchmpv play --config /etc/touchmpv.conf --mpv config-dir=/etc/touchmpv/mpv "
                + "$TOUCHMPV_OPTIONS $TOUCHMPV_MEDIA",
            "Environment=HOME=/etc/touchmpv XDG_CONFIG_HOME=/etc/touchmpv/xdg XDG_DATA_HOME=/etc/touchmpv/xdg",
        ]
        for line in required { #expect(lines.contains(line), "missing: \(line)") }
    }
}
