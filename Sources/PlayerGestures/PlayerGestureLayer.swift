import Gestures

/// The player's full-screen gesture layer (SPEC §2). Work in progress: the recognizers
/// arrive with the Gestures library.
public final class PlayerGestureLayer {
    /// Who is told about recognized actions.
    public weak var delegate: (any PlayerGesturesDelegate)?

    /// Creates the layer.
    public init() {}
}
