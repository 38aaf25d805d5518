/// The numbers of the player gesture rules and of the controls' auto-hide
/// (docs/behaviour.md, "The player layer"), each a key of `touchmpv.conf`.
public struct GestureSettings: Hashable, Sendable {
    /// A tap lifts before this much time has passed (`tap-max-duration`).
    public var tapMaximumDuration: Duration = .milliseconds(500)
    /// A tap never moves further than this from its touch-down point (`tap-max-movement`).
    public var tapAllowableMovement: Double = 10
    /// The second touch-down of a double tap comes at least this long after the first
    /// lift (`double-tap-min-interval`).
    public var doubleTapMinimumInterval: Duration = .milliseconds(40)
    /// …and at most this long after it (`double-tap-max-interval`); the single tap fires
    /// when this has passed without a second touch-down.
    public var doubleTapMaximumInterval: Duration = .milliseconds(300)
    /// …and within this distance of the first touch-down (`double-tap-max-distance`).
    public var doubleTapMaximumDistance: Double = 100
    /// A pan begins once the finger has moved more than this from its touch-down point
    /// (`pan-threshold`).
    public var panThreshold: Double = 10
    /// |dy/dx| above this locks a pan vertical (`vertical-slope`).
    public var verticalSlope: Double = 1.5
    /// |dy/dx| below this locks a pan horizontal (`horizontal-slope`).
    public var horizontalSlope: Double = 0.6
    /// The distance of one volume, brightness or seek-preview step (`pan-step`).
    public var panStep: Double = 30
    /// A finger held this long begins a hold (`long-press-duration`).
    public var longPressDuration: Duration = .milliseconds(500)
    /// …provided it stayed within this distance of its touch-down point
    /// (`long-press-movement`).
    public var longPressAllowableMovement: Double = 10
    /// A pinch begins once the finger distance differs from its value at the second
    /// touch-down by more than this (`pinch-threshold`).
    public var pinchThreshold: Double = 10
    /// The controls hide this long after the last finger lifted or after they were shown
    /// (`controls-hide-delay`); the layer owns their visibility (`ControlsVisibility`).
    public var controlsHideDelay: Duration = .seconds(3)

    public init() {}
}
