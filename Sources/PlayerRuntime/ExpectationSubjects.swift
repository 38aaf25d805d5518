import MPVPlayer
import PlayerGestures
import PlayerModel
import PlayerUI

/// An mpv property as an `expect mpv:NAME` line read it.
public enum PropertyReading: Hashable, Sendable {
    /// mpv gave a number (asked for one, of a numeric property).
    case number(Double)
    /// mpv's string form of the value (`no`, `50.000000`, a title).
    case text(String)
    /// mpv has no such value now; mpv's reason (`property not found`, `property unavailable`).
    case unavailable(String)
}

/// What `expect` lines read from a player: touchmpv's own fields (the player's state, the
/// layer's controls) and mpv's properties by name, read when a line is checked (so only
/// what is asked for is read).
public struct ExpectationSubjects {
    /// The player's state and the layer's controls now.
    public var snapshot: () -> PlayerSnapshot
    /// Property NAME now: as a number when the second argument says so and the property
    /// has one, else in mpv's string form.
    public var property: (String, Bool) -> PropertyReading

    public init(snapshot: @escaping () -> PlayerSnapshot, property: @escaping (String, Bool) -> PropertyReading) {
        self.snapshot = snapshot
        self.property = property
    }

    /// Reads a real mpv through `player`: the state as the delegate reads it (the controls
    /// from `layer`), and any property with `mpv_get_property` (as a double, or the string
    /// form when mpv cannot give the property as a number: a flag, a string, a choice).
    static func mpv(_ player: MPVPlayerDelegate, reader: SnapshotReader) -> ExpectationSubjects {
        ExpectationSubjects(
            snapshot: { reader.snapshot() },
            property: { name, asNumber in
                if asNumber, let number = try? player.client.property(name, as: Double.self) { return .number(number) }
                do throws(MPVError) {
                    return .text(try player.client.property(name, as: String.self))
                } catch {
                    return .unavailable(error.reason)
                }
            })
    }

    /// Reads the simulated `player`: its state (the controls from `layer`), and the
    /// properties its state's fields model (`PlayerStateField`, flags in mpv's string form
    /// `yes`/`no`); `Simulation` refuses scripts that ask for any other before they run.
    public static func simulated(_ player: SimulatedPlayer, reader: SnapshotReader) -> ExpectationSubjects {
        ExpectationSubjects(
            snapshot: { reader.snapshot() },
            property: { name, _ in
                let state = player.state
                return switch PlayerStateField.modelling(name)?.value {
                case .number(let path, _): .number(state[keyPath: path])
                case .optionalNumber(let path, _): state[keyPath: path].map { .number($0) } ?? .unavailable("property unavailable")
                case .flag(let path): .text(state[keyPath: path] ? "yes" : "no")
                case .integer(let path): .number(Double(state[keyPath: path]))
                case .optionalInteger(let path, let none):
                    state[keyPath: path].map { .number(Double($0)) } ?? none.map { .text($0) } ?? .unavailable("property unavailable")
                case nil: .unavailable("property not found")
                }
            })
    }
}
