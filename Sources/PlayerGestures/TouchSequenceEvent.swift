/// What the layer tells its delegate about the touches themselves, besides actions: the
/// facts the player needs to anchor a seek and to time the controls' auto-hide.
public enum TouchSequenceEvent: Hashable, Sendable {
    /// An input frame reached the layer; `fingersDown` fingers are still down after it.
    case touches(fingersDown: Int)
    /// A pan bound to a pan action began: the moment whose playback position a seek is
    /// relative to.
    case panBegan
}
