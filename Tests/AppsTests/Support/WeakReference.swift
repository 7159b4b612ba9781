/// Holds an object weakly, to prove it was deallocated.
final class WeakReference<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object?) { self.object = object }
}
