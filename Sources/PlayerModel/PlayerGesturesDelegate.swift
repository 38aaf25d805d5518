import Gestures

/// The seam between the gesture layer and a player: the layer reports what it recognized,
/// the player decides what that means.
///
/// `SimulatedPlayer` implements it for `touchmpv simulate`; the mpv delegate implements it
/// over libmpv. Both hand the calls to `ActionMapping`.
public protocol PlayerGesturesDelegate: AnyObject {
    /// The layer recognized `action`, carrying `payload`, at `time`.
    func playerGestures(didRecognize action: PlayerAction, payload: ActionPayload, at time: Instant)

    /// A gesture bound to an mpv command was recognized at `time`.
    func playerGestures(didRequest command: GestureCommand, at time: Instant)

    /// A menu of the touch controls was opened, chosen from or closed at `time`.
    func playerGestures(didUse menu: MenuEvent, at time: Instant)

    /// The layer saw `event` at `time`: an input frame (with how many fingers remain down),
    /// reported after the frame's actions; the start of a pan or of a run of seeking taps,
    /// reported before the actions it anchors; the controls shown or hidden.
    func playerGestures(didObserve event: TouchSequenceEvent, at time: Instant)
}
