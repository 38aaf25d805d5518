import Kiosk
import Testing

/// The saved position's text: written and read back, and every damaged file refused at
/// the line where it fails.
struct ResumeRecordTests {
    static let record = ResumeRecord(
        media: MediaIdentity(path: "/srv/media/film one.mp4", size: 123_456, modified: 1_700_000_000_123_456_789), entry: 2,
        position: 754.25)

    @Test func theTextReadsBackAsTheRecord() throws {
        let text = try #require(Self.record.text)
        #expect(
            text == """
                touchmpv resume 1
                path /srv/media/film one.mp4
                size 123456
                modified 1700000000123456789
                entry 2
                position 754.25
                end

                """)
        #expect(try ResumeRecord(parsing: text) == Self.record)
    }

    @Test func everyCutOfTheTextIsRefused() throws {
        let text = try #require(Self.record.text)
        for length in 0..<text.count {
            let cut = String(text.prefix(length))
            #expect(throws: ResumeRecordError.self, "cut after \(length) characters") { try ResumeRecord(parsing: cut) }
        }
    }

    @Test(arguments: [
        ("", "line 1 is missing (an empty file)"),
        ("\n", "line 1 is not 'touchmpv resume 1'"),
        ("\u{0}\u{0}\u{0}\n", "line 1 is not 'touchmpv resume 1'"),
        ("touchmpv resume 1\npath /a\nsize 1\nmodified 2\nentry 0\nposition 3\n", "line 6 is the last (no 'end' line: cut while written?)"),
        ("touchmpv resume 1\npath /a\nsize 1\n", "line 3 is the last (no 'modified' line: cut while written?)"),
        ("touchmpv resume 1\npath a.mp4\nsize 1\nmodified 2\nentry 0\nposition 3\nend\n", "line 2 has no absolute path"),
        ("touchmpv resume 1\npath /a\nsize -1\nmodified 2\nentry 0\nposition 3\nend\n", "line 3 has no valid size: '-1'"),
        ("touchmpv resume 1\npath /a\nsize 1\nmodified 2\nentry 0\nposition nan\nend\n", "line 6 has no valid position: 'nan'"),
        ("touchmpv resume 1\npath /a\nsize 1\nmodified 2\nposition 3\nentry 0\nend\n", "line 5 is not 'entry …': 'position 3'"),
        ("touchmpv resume 1\npath /a\nsize 1\nmodified 2\nentry 0\nposition 3\nend\nmore\n", "line 7 is not the last line 'end'"),
    ])
    func aDamagedFileIsRefusedAtItsLine(text: String, message: String) {
        #expect(throws: ResumeRecordError.self) { try ResumeRecord(parsing: text) }
        do {
            _ = try ResumeRecord(parsing: text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func aPathThatCannotBeOneLineIsNotWritten() {
        var record = Self.record
        record.media.path = "/srv/a\nb.mp4"
        #expect(record.text == nil)
    }

    @Test func theSavedEntryResumesWhereItIsStillTheSameFile() {
        let saved = Self.record.media
        let other = MediaIdentity(path: "/srv/media/other.mp4", size: 10, modified: 20)
        var replaced = saved
        replaced.modified += 1
        #expect(Self.record.start(in: [other, nil, saved])! == (2, 754.25))
        // Reordered: the file is found where it is now.
        #expect(Self.record.start(in: [saved, other])! == (0, 754.25))
        // The same path with another modification time is another file.
        #expect(Self.record.start(in: [other, other, replaced]) == nil)
        #expect(Self.record.start(in: []) == nil)
    }
}
