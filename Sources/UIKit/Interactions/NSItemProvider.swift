import Foundation

// Foundation has these on Apple platforms; only Linux's lacks them.
#if !canImport(Darwin)
/// As Foundation's `NSItemProviderWriting` (Linux has none): an object a provider can carry.
public protocol NSItemProviderWriting: AnyObject {
    static var writableTypeIdentifiersForItemProvider: [String] { get }
}

/// As Foundation's `NSItemProviderReading`.
public protocol NSItemProviderReading: AnyObject {
    static var readableTypeIdentifiersForItemProvider: [String] { get }
}

/// As Foundation's `NSItemProvider` (Linux has none): what drag items and shared items carry.
/// Here it hands back the object it was made with, at once (on iOS the completion runs later
/// on another queue); nothing drags or drops, so only code that builds one reaches it.
open class NSItemProvider: NSObject {
    private var object: AnyObject?
    private var typeIdentifiers: [String] = []
    open var suggestedName: String?

    public override init() {
        super.init()
    }

    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        self.object = object
        typeIdentifiers = type(of: object).writableTypeIdentifiersForItemProvider
    }

    public convenience init(item: Any?, typeIdentifier: String?) {
        self.init()
        object = item as AnyObject?
        typeIdentifiers = typeIdentifier.map { [$0] } ?? []
    }

    public convenience init?(contentsOf fileURL: URL?) {
        guard let fileURL else { return nil }
        self.init(item: fileURL as NSURL, typeIdentifier: "public.file-url")
        suggestedName = fileURL.lastPathComponent
    }

    open var registeredTypeIdentifiers: [String] { typeIdentifiers }

    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        typeIdentifiers.contains(typeIdentifier)
    }

    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        object.map { type(of: $0) == aClass } ?? false
    }

    @discardableResult
    open func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                         completionHandler: @escaping ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        completionHandler(canLoadObject(ofClass: aClass) ? object as? any NSItemProviderReading : nil, nil)
        progress.completedUnitCount = 1
        return progress
    }
}
#endif
