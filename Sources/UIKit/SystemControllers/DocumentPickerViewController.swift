import Foundation
import UniformTypeIdentifiers

/// What a document picker tells its delegate, as `UIDocumentPickerDelegate` (all optional).
@preconcurrency @MainActor public protocol UIDocumentPickerDelegate: NSObjectProtocol {
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}

/// What a document picker does with what is picked, as `UIDocumentPickerMode`.
public enum UIDocumentPickerMode: UInt, Sendable { case `import`, open, exportToService, moveToService }

/// The Files browser, as `UIDocumentPickerViewController` (its content types are
/// UniformTypeIdentifiers' `UTType`s, rxs's stand-in on Linux). Presented, its screen (`documentPicker`)
/// shows the label `types` (the document types, or the exported files' names) and the bar
/// button `cancel`. A flow's `pick document PATH…` picks files by path (a picker without
/// `allowsMultipleSelection` takes one); `tap cancel` cancels. As iOS's, the picker dismisses
/// itself, then tells the delegate.
open class UIDocumentPickerViewController: UIViewController {
    open weak var delegate: (any UIDocumentPickerDelegate)?
    public let documentPickerMode: UIDocumentPickerMode
    open var allowsMultipleSelection = false
    open var shouldShowFileExtensions = false
    open var directoryURL: URL?
    /// The type identifiers (`public.pdf`) or the exported files' names, as the screen shows them.
    let shownTypes: [String]

    public init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        documentPickerMode = mode
        shownTypes = allowedUTIs
        super.init(name: Self.pickerName, environment: Self.currentEnvironment)
    }

    public init(urls: [URL], in mode: UIDocumentPickerMode) {
        documentPickerMode = mode
        shownTypes = urls.map(\.lastPathComponent)
        super.init(name: Self.pickerName, environment: Self.currentEnvironment)
    }

    /// As iOS 14's: a copy is imported, else the files are opened in place.
    public convenience init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        self.init(documentTypes: contentTypes.map(\.identifier), in: asCopy ? .import : .open)
    }

    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }

    public convenience init(url: URL, in mode: UIDocumentPickerMode) {
        self.init(urls: [url], in: mode)
    }

    public convenience init(forExporting urls: [URL], asCopy: Bool) {
        self.init(urls: urls, in: asCopy ? .exportToService : .moveToService)
    }

    public convenience init(forExporting urls: [URL]) {
        self.init(forExporting: urls, asCopy: false)
    }

    private static var pickerName: String {
        String(reflecting: Self.self).hasPrefix("UIKit.") ? "documentPicker" : screenName(of: Self.self)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        title = documentPickerMode == .exportToService || documentPickerMode == .moveToService ? "Export" : "Browse"
        let cancel = UIBarButtonItem(id: "cancel", title: "Cancel")
        cancel.primaryAction = UIAction(title: "Cancel") { [weak self] _ in self?.userCancel() }
        navigationItem.rightBarButtonItem = cancel
        let types = UILabel(id: "types", text: shownTypes.joined(separator: ", "))
        view.addSubview(types)
    }

    /// The person picked the files at `paths` (absolute, or from the root): the picker
    /// dismisses itself, then the delegate hears the file URLs.
    func userPick(paths: [String]) -> [URL] {
        let urls = paths.map { URL(fileURLWithPath: $0.hasPrefix("/") ? $0 : "/" + $0) }
        dismiss(animated: true)
        delegate?.documentPicker(self, didPickDocumentsAt: urls)
        return urls
    }

    func userCancel() {
        dismiss(animated: true)
        delegate?.documentPickerWasCancelled(self)
    }
}
