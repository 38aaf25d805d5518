/// Hears what a `ScrollView` does, as `UIScrollViewDelegate`: each change of its content
/// offset (to redraw), and the end of a motion (nothing moves until the next touch). Both
/// have defaults that do nothing.
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed: at most once per display frame while the list moves on
    /// its own, at each move of the fingers while they drag it, and when set.
    func scrollViewDidScroll(_ scrollView: ScrollView)

    /// The deceleration or spring-back came to rest on its own (a touch that stops it is
    /// no end of it: that touch is then dragging).
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// Default: nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}

    /// Default: nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
}
