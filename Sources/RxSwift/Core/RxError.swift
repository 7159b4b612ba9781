/// Errors produced by RxSwift itself, as RxSwift's `RxError`.
/// `@unchecked Sendable`: `disposed` carries the disposed object, as in RxSwift; the error only
/// names it (its description), it never touches the object's state.
public enum RxError: Swift.Error, @unchecked Sendable, CustomDebugStringConvertible, CustomStringConvertible, Equatable {
    case unknown
    /// An operation on an object (a subject) that was already disposed.
    case disposed(object: AnyObject)
    /// Arithmetic overflow.
    case overflow
    case argumentOutOfRange
    case noElements
    case moreThanOneElement
    case timeout

    @inlinable public var debugDescription: String {
        switch self {
        case .unknown: return "Unknown error occurred."
        case .disposed(let object): return "Object `\(object)` was already disposed."
        case .overflow: return "Arithmetic overflow occurred."
        case .argumentOutOfRange: return "Argument out of range."
        case .noElements: return "Sequence doesn't contain any elements."
        case .moreThanOneElement: return "Sequence contains more than one element."
        case .timeout: return "Sequence timeout."
        }
    }

    @inlinable public var description: String { debugDescription }

    /// RxSwift's `RxError` is not `Equatable`; this equality (the same case, and for
    /// `disposed` the same object) lets tests compare recorded errors.
    @inlinable public static func == (lhs: RxError, rhs: RxError) -> Bool {
        switch (lhs, rhs) {
        case (.disposed(let left), .disposed(let right)): return left === right
        case (.unknown, .unknown), (.overflow, .overflow), (.argumentOutOfRange, .argumentOutOfRange),
             (.noElements, .noElements), (.moreThanOneElement, .moreThanOneElement), (.timeout, .timeout):
            return true
        default: return false
        }
    }
}
