import Foundation

/// A nib, as `UINib`: named and kept, never loaded — there are no nib files here, and an
/// archived view cannot be decoded. `instantiate` gives no objects, and registering a nib for
/// cells fails the session's step, naming the place in your code and what to do instead
/// (register the cell's class and make its views in code); its cells come out plain.
open class UINib: NSObject {
    let name: String

    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = "<data>"
        super.init()
    }

    /// Keys of `instantiate`'s options, as UIKit's.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// No objects: the nib cannot be loaded here.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        []
    }

    /// What registering it for `identifier` tells the person.
    func cannotLoad(registering identifier: String, as method: String) -> String {
        "nib \"\(name)\" for \"\(identifier)\" cannot be loaded: rxs has no nib files; "
            + "register the cell's class instead (\(method)) and make its views in code"
    }

    @MainActor static func report(_ problem: String, file: StaticString, line: UInt, column: UInt) {
        UIStoryboard.report("\(file):\(line):\(column): \(problem)", in: UIApplication.shared.window)
    }
}

extension UITableView {
    /// Fails the session's step (a nib cannot be loaded); `identifier` gets plain cells.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String,
                         file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        guard let nib else { return }
        UINib.report(nib.cannotLoad(registering: identifier, as: "register(Cell.self, forCellReuseIdentifier:)"),
                     file: file, line: line, column: column)
    }

    /// Fails the session's step (a nib cannot be loaded); `identifier` gets no view.
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String,
                         file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        guard let nib else { return }
        UINib.report(nib.cannotLoad(registering: identifier, as: "register(View.self, forHeaderFooterViewReuseIdentifier:)"),
                     file: file, line: line, column: column)
    }
}

extension UICollectionView {
    /// Fails the session's step (a nib cannot be loaded); `identifier` gets plain cells.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String,
                         file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        guard let nib else { return }
        UINib.report(nib.cannotLoad(registering: identifier, as: "register(Cell.self, forCellWithReuseIdentifier:)"),
                     file: file, line: line, column: column)
    }

    /// Fails the session's step (a nib cannot be loaded).
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String,
                         file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        guard let nib else { return }
        UINib.report(nib.cannotLoad(registering: identifier,
                                    as: "register(View.self, forSupplementaryViewOfKind:withReuseIdentifier:)"),
                     file: file, line: line, column: column)
    }
}
