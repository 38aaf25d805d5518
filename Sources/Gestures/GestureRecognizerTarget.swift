/// One action added with `GestureRecognizer.addTarget`, kept to remove that action alone
/// with `removeTarget`: UIKit names an action by its target and selector, a closure has
/// no identity of its own, so this handle stands for the pair.
public final class GestureRecognizerTarget {
    let action: (GestureRecognizer) -> Void

    init(_ action: @escaping (GestureRecognizer) -> Void) {
        self.action = action
    }
}
