#if !_runtime(_ObjC)
internal import CRxsRuntime
#endif

/// A reference that reads as a weak one does — the object while it lives, nil once its deinit
/// has begun — without giving the object a side table.
///
/// A weak reference moves the object's counts into a side table, and every later retain and
/// release of it takes the runtime's slow path. This one keeps an unowned count instead (the
/// object's memory, not the object, stays until the reference goes) and reads the object with
/// the runtime's `swift_tryRetain`, the same atomic "retain unless deiniting" a weak read makes
/// on the side table: as safe as a weak reference on any thread. Where objects may be
/// Objective-C's, it is a weak reference. `package`: UIKit's and the session's back references
/// (a screen's window and parent, a control's bindings) use it too.
@usableFromInline package struct TryRetainedReference<Object: AnyObject> {
#if _runtime(_ObjC)
    @usableFromInline weak var reference: Object?

    @inlinable package init(_ object: Object) {
        reference = object
    }

    @inlinable package var object: Object? { reference }

    /// What `object(at:)` reads.
    @usableFromInline package typealias Handle = Object

    @inlinable package var handle: Object? { reference }

    @inlinable package static func object(at handle: Object?) -> Object? { handle }
#else
    /// Never read: its unowned count keeps `address` valid after the object's deinit.
    @usableFromInline unowned let keeper: Object
    @usableFromInline let address: UnsafeMutableRawPointer

    @inlinable package init(_ object: Object) {
        keeper = object
        address = Unmanaged.passUnretained(object).toOpaque()
    }

    /// The object, retained, or nil once its deinit has begun.
    @inlinable package var object: Object? {
        guard let retained = tryRetainObject(address) else { return nil }
        return Unmanaged<Object>.fromOpaque(retained).takeRetainedValue()
    }

    /// What `object(at:)` reads. A reference kept in an optional `var` is copied to be read
    /// across a call (an unowned retain and release); `object(at: reference?.handle)` copies
    /// only the address.
    @usableFromInline package typealias Handle = UnsafeMutableRawPointer

    @inlinable package var handle: UnsafeMutableRawPointer? { address }

    /// The object of a reference's `handle`, retained, or nil (no handle, or its deinit has begun).
    @inlinable package static func object(at handle: UnsafeMutableRawPointer?) -> Object? {
        guard let handle, let retained = tryRetainObject(handle) else { return nil }
        return Unmanaged<Object>.fromOpaque(retained).takeRetainedValue()
    }
#endif
}

extension TryRetainedReference {
    /// `read()`'s answer, read while the object of `handle` is retained; nil once the object is
    /// going. For a protocol-typed copy of the object kept `unowned(unsafe)` beside the
    /// reference (no cast on each read): it may be read only while the object is retained, and
    /// this is the one place that orders the two.
    @inlinable package static func whileRetained<Value>(_ handle: Self.Handle?, _ read: () -> Value?) -> Value? {
        guard let object = object(at: handle) else { return nil }
        defer { _fixLifetime(object) }
        return read()
    }
}

#if !_runtime(_ObjC)
/// Retains the native object at `address` and returns it, or returns nil once its deinit has begun.
@usableFromInline func tryRetainObject(_ address: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    swift_tryRetain(address)
}
#endif
