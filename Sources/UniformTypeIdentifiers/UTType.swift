import Foundation

/// A uniform type, as UniformTypeIdentifiers' `UTType` (iOS 14), which Linux lacks: rxs stands
/// in for it (on Apple platforms it is the system's) so a document picker's
/// `init(forOpeningContentTypes:)` and the code naming `UTType.pdf` compile. It knows the
/// common system types (`UTType+Constants`) with their extensions, MIME types and supertypes,
/// and the types an app declares (`exportedAs:`, `importedAs:`); an extension or MIME type it
/// does not know gives nil (iOS would make a dynamic type). Equal by identifier.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    public let identifier: String
    public let preferredFilenameExtension: String?
    public let preferredMIMEType: String?
    /// Nil: there are no localized descriptions here.
    public var localizedDescription: String? { nil }
    /// The identifiers of the direct supertypes.
    let parents: [String]
    /// True for a system type or one the app declared.
    public let isDeclared: Bool

    init(known identifier: String, extension: String? = nil, mime: String? = nil, parents: [String]) {
        self.identifier = identifier
        preferredFilenameExtension = `extension`
        preferredMIMEType = mime
        self.parents = parents
        isDeclared = true
    }

    /// The system type `identifier`, or nil when it is not one this stand-in knows.
    public init?(_ identifier: String) {
        guard let known = Self.known[identifier] else { return nil }
        self = known
    }

    public init?(filenameExtension: String) {
        let lowered = filenameExtension.lowercased()
        guard let known = Self.all.first(where: { $0.preferredFilenameExtension == lowered }) else { return nil }
        self = known
    }

    public init?(filenameExtension: String, conformingTo supertype: UTType) {
        guard let type = UTType(filenameExtension: filenameExtension), type.conforms(to: supertype) else { return nil }
        self = type
    }

    public init?(mimeType: String) {
        let lowered = mimeType.lowercased()
        guard let known = Self.all.first(where: { $0.preferredMIMEType == lowered }) else { return nil }
        self = known
    }

    public init?(mimeType: String, conformingTo supertype: UTType) {
        guard let type = UTType(mimeType: mimeType), type.conforms(to: supertype) else { return nil }
        self = type
    }

    /// A type the app declares (its Info.plist's exported types), conforming to `parentType`
    /// (`.data` when nil).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.identifier = identifier
        preferredFilenameExtension = nil
        preferredMIMEType = nil
        parents = [(parentType ?? .data).identifier]
        isDeclared = true
    }

    /// A type the app imports (declared by another app), as `init(exportedAs:conformingTo:)`.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    public var isDynamic: Bool { false }
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    /// Every type this one conforms to, itself left out.
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var pending = parents
        while let next = pending.popLast() {
            guard let type = Self.known[next], found.insert(type).inserted else { continue }
            pending += type.parents
        }
        return found
    }

    /// True when this type is `type` or conforms to it (`.png` conforms to `.image` and `.data`).
    public func conforms(to type: UTType) -> Bool {
        self == type || supertypes.contains(type)
    }

    public func isSupertype(of type: UTType) -> Bool { type != self && type.conforms(to: self) }
    public func isSubtype(of type: UTType) -> Bool { type != self && conforms(to: type) }

    public var description: String { identifier }
    public var debugDescription: String { identifier }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// Encoded as its identifier.
    public init(from decoder: any Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        self = Self.known[identifier] ?? UTType(exportedAs: identifier)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}
