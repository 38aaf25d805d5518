import PlayerModel
import Testing

/// The state's one field table: each row names one stored property, once.
struct PlayerStateFieldTests {
    /// `field`'s value in `state`, as text to compare.
    private func value(_ field: PlayerStateField, in state: PlayerState) -> String {
        switch field.value {
        case .number(let path, _): "\(state[keyPath: path])"
        case .optionalNumber(let path, _): "\(state[keyPath: path] as Double?)"
        case .flag(let path): "\(state[keyPath: path])"
        case .integer(let path): "\(state[keyPath: path])"
        case .optionalInteger(let path, _): "\(state[keyPath: path] as Int?)"
        }
    }

    /// `state` with `field` changed from what it holds.
    private func changing(_ field: PlayerStateField, in state: PlayerState) -> PlayerState {
        var changed = state
        switch field.value {
        case .number(let path, _): changed[keyPath: path] += 1
        case .optionalNumber(let path, _): changed[keyPath: path] = nil
        case .flag(let path): changed[keyPath: path].toggle()
        case .integer(let path): changed[keyPath: path] += 1
        case .optionalInteger(let path, _): changed[keyPath: path] = (changed[keyPath: path] ?? 0) + 1
        }
        return changed
    }

    @Test func eachRowHasItsOwnBitKeyPropertyAndStoredProperty() {
        let fields = PlayerStateField.all
        #expect(Set(fields.map(\.key)).count == fields.count)
        #expect(Set(fields.map(\.property)).count == fields.count)
        #expect(Set(fields.map(\.bit.rawValue)).count == fields.count)
        #expect(fields.allSatisfy { $0.bit.rawValue.nonzeroBitCount == 1 })
        #expect(PlayerStateFields.all.rawValue.nonzeroBitCount == fields.count)
        let state = PlayerState()
        for field in fields {
            let changed = changing(field, in: state)
            #expect(changed != state, "\(field.key)")
            for other in fields where other.key != field.key {
                #expect(value(other, in: changed) == value(other, in: state), "\(field.key) writes \(other.key)")
            }
        }
    }

    @Test func aPropertyFindsTheFieldThatModelsIt() {
        #expect(PlayerStateField.modelling("video-zoom")?.key == "zoom")
        #expect(PlayerStateField.modelling("pause")?.isFlag == true)
        #expect(PlayerStateField.modelling("time-pos")?.isFlag == false)
        #expect(PlayerStateField.modelling("media-title") == nil)
    }
}
