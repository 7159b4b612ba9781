/// RxCocoa's errors, with its messages.
public enum RxCocoaError: Swift.Error, CustomDebugStringConvertible, @unchecked Sendable {
    case unknown
    case invalidOperation(object: Any)
    case itemsNotYetBound(object: Any)
    case invalidPropertyName(object: Any, propertyName: String)
    case invalidObjectOnKeyPath(object: Any, sourceObject: AnyObject, propertyName: String)
    case errorDuringSwizzling
    case castingError(object: Any, targetType: Any.Type)

    public var debugDescription: String {
        switch self {
        case .unknown:
            return "Unknown error occurred."
        case let .invalidOperation(object):
            return "Invalid operation was attempted on `\(object)`."
        case let .itemsNotYetBound(object):
            return "Data source is set, but items are not yet bound to user interface for `\(object)`."
        case let .invalidPropertyName(object, propertyName):
            return "Object `\(object)` doesn't have a property named `\(propertyName)`."
        case let .invalidObjectOnKeyPath(object, sourceObject, propertyName):
            return "Unobservable object `\(object)` was observed as `\(propertyName)` of `\(sourceObject)`."
        case .errorDuringSwizzling:
            return "Error during swizzling."
        case let .castingError(object, targetType):
            return "Error casting `\(object)` to `\(targetType)`"
        }
    }
}
