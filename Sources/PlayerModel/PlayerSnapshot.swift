/// What a report or an `expect` line reads of a player at one moment: its state and
/// whether the controls show. It owns neither: the state is the player's and the
/// visibility the gesture layer's, each read when the snapshot is made.
public struct PlayerSnapshot: Hashable, Sendable {
    public init(state: PlayerState, controlsVisible: Bool) {
        self.state = state
        self.controlsVisible = controlsVisible
    }

    public let state: PlayerState
    /// Whether the on-screen controls show, as the gesture layer has them.
    public let controlsVisible: Bool
}
