import Gestures

extension Size {
    /// The default screen, 1280x720 points: what touches are mapped onto when neither
    /// the configuration nor a script names a screen.
    public static let standardScreen = Size(width: 1280, height: 720)
}
