/// Something with an identity that stays the same while its content changes: the diff matches
/// old and new items (and sections) by it.
public protocol IdentifiableType {
    associatedtype Identity: Hashable
    var identity: Identity { get }
}

extension String: IdentifiableType {
    public var identity: String { self }
}

extension Int: IdentifiableType {
    public var identity: Int { self }
}
