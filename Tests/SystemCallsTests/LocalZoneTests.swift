import SystemCalls
import Testing

/// Which file the local time comes from, and the second spelling of `TZ` that makes glibc
/// read it again.
struct LocalZoneTests {
    @Test(
        arguments: [
            (nil, nil, "/etc/localtime"),
            (":/tmp/zone/localtime", nil, "/tmp/zone/localtime"),
            ("/tmp/zone/localtime", "/ignored", "/tmp/zone/localtime"),
            ("Asia/Tokyo", nil, "/usr/share/zoneinfo/Asia/Tokyo"),
            (":Asia/Tokyo", "/opt/zones", "/opt/zones/Asia/Tokyo"),
            ("", nil, nil),
            (":", nil, nil),
        ] as [(String?, String?, String?)])
    func theZoneFileIsTheOneGlibcReads(tz: String?, zoneFolder: String?, file: String?) {
        #expect(LocalZone.file(tz: tz, zoneFolder: zoneFolder) == file)
    }

    @Test(arguments: [
        (":/tmp/zone/localtime", ":/./tmp/zone/localtime"),
        ("/etc/zone", "/./etc/zone"),
        ("Asia/Tokyo", "./Asia/Tokyo"),
        (":Asia/Tokyo", ":./Asia/Tokyo"),
    ])
    func theOtherSpellingNamesTheSameFileAndTurnsBack(tz: String, other: String) {
        #expect(LocalZone.otherSpelling(of: tz) == other)
        #expect(LocalZone.otherSpelling(of: other) == tz)
    }
}
