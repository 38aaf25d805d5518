import Foundation
import Testing

@testable import Gestures

/// The key names bindings and scripts take: linux/input-event-codes.h's, one table.
struct KeyCodeTests {
    /// Every `#define KEY_…` of the header with its value, aliases resolved, less the four
    /// that name no key.
    private func headerNames() throws -> [(name: String, code: UInt16)] {
        let text = try String(contentsOfFile: "/usr/include/linux/input-event-codes.h", encoding: .utf8)
        var values: [String: UInt16] = [:]
        var names: [(name: String, code: UInt16)] = []
        for line in text.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard words.count >= 3, words[0] == "#define", words[1].hasPrefix("KEY_") else { continue }
            let name = String(words[1])
            guard !["KEY_RESERVED", "KEY_MIN_INTERESTING", "KEY_MAX", "KEY_CNT"].contains(name) else { continue }
            let value = words[2]
            let code = value.hasPrefix("0x") ? UInt16(value.dropFirst(2), radix: 16) : UInt16(value) ?? values[String(value)]
            guard let code else {
                Issue.record("\(name): cannot read \(value)")
                continue
            }
            values[name] = code
            names.append((name, code))
        }
        return names
    }

    @Test func theTableIsTheHeadersKeyNames() throws {
        let header = try headerNames()
        #expect(header.count > 500)
        #expect(KeyNames.all.map(\.name) == header.map(\.name))
        #expect(KeyNames.all.map(\.code) == header.map(\.code))
    }

    @Test func namesAndCodesGoBothWaysAndAnAliasNamesTheFirstName() {
        #expect(KeyCode(name: "KEY_PLAYPAUSE")?.rawValue == 164)
        #expect(KeyCode(name: "KEY_1")?.rawValue == 2)
        #expect(KeyCode(name: "KEY_SCREENLOCK")?.description == "KEY_COFFEE")
        #expect(KeyCode(code: 164)?.description == "KEY_PLAYPAUSE")
        #expect(KeyCode(name: "key_playpause") == nil)
        #expect(KeyCode(name: "BTN_TOUCH") == nil)
        // BTN_TOUCH and BTN_LEFT are buttons of pointers and panels, not keys.
        #expect(KeyCode(code: 0x14a) == nil)
        #expect(KeyCode(code: 0x110) == nil)
        #expect(KeyCode(code: 0) == nil)
        #expect(KeyCode(code: 0xffff) == nil)
    }

    @Test func aSlipIsMatchedToTheNearestName() {
        #expect(KeyCode.nearestName(to: "KEY_PLAYPUASE") == "KEY_PLAYPAUSE")
        #expect(KeyCode.nearestName(to: "playpause") == "KEY_PLAYPAUSE")
        #expect(KeyCode.nearestName(to: "KEY_ENTR") == "KEY_ENTER")
        #expect(KeyCode.nearestName(to: "frobnicate-the-widget") == nil)
    }
}
