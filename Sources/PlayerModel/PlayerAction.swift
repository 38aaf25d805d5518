/// What the player gesture layer reports to its delegate: one case per gesture outcome
/// of docs/behaviour.md, "The default gestures" (the gestures named are the default
/// bindings'; `touch-input.conf` may bind the same actions to others), per touch control
/// ("Layout, lock and feedback"), and `command` for a bound mpv command. The raw value is
/// the action's JSON name in `touchmpv simulate --json`.
public enum PlayerAction: String, Sendable, CaseIterable, Hashable {
    /// A single one-finger tap, reported once the double tap has failed.
    case toggleControls
    /// A one-finger double tap, reported on the second lift.
    case togglePause
    /// A vertical pan on the left half rose by one step.
    case brightnessUp
    /// A vertical pan on the left half fell by one step.
    case brightnessDown
    /// A vertical pan on the right half rose by one step.
    case volumeUp
    /// A vertical pan on the right half fell by one step.
    case volumeDown
    /// A horizontal pan crossed into a new step while moving.
    case seekPreview
    /// A horizontal pan lifted to the right of its first step.
    case seekForward
    /// A horizontal pan lifted to the left of its first step.
    case seekBackward
    /// A horizontal pan lifted within its first step, or was cancelled (it carries the
    /// pan's points), or the seek bar's drag was (its target's seconds): seek nothing.
    case seekCancel
    /// A double tap bound to `touchmpv/seek-taps STEP`, or a further tap of its run: seek
    /// STEP more; it carries the run's total so far, in seconds.
    case seekTaps
    /// A one-finger long press began: play fast.
    case holdBegan
    /// The long press ended (lift, cancellation or a second finger): back to normal speed.
    case holdEnded
    /// A two-finger pinch changed; it carries log2 of the scale since the pinch began.
    case zoom
    /// A gesture bound to an mpv command was recognized; the event names the gesture and
    /// the command (`PlayerGestureEvent.command`).
    case command
    /// A finger touched down on the seek bar or moved along it; it carries the target
    /// in seconds (the finger's fraction of the track times the duration).
    case seekBarPreview
    /// The seek bar's finger lifted: one exact seek to the target it carries, in seconds.
    case seekBarCommit
    /// The lock button was tapped: every gesture is ignored until `unlock`.
    case lock
    /// The unlock button was tapped.
    case unlock
    /// A menu was opened (its button, or a binding's `touchmpv/menu NAME`); the event
    /// names it (`PlayerGestureEvent.menu`).
    case menuOpen
    /// An item of the open menu was tapped: its command goes to mpv, and the menu closes.
    case menuSelect
    /// The open menu was closed without a choice (its close button, a tap beside it).
    case menuClose
}
