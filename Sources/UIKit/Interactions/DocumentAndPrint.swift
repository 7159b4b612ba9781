import Foundation

/// As UIKit's `UIDocumentInteractionControllerDelegate`.
@preconcurrency @MainActor public protocol UIDocumentInteractionControllerDelegate: AnyObject {
    func documentInteractionControllerViewControllerForPreview(_ controller: UIDocumentInteractionController) -> UIViewController
}

extension UIDocumentInteractionControllerDelegate {
    public func documentInteractionControllerViewControllerForPreview(
        _ controller: UIDocumentInteractionController
    ) -> UIViewController { UIViewController() }
}

/// As UIKit's `UIDocumentInteractionController`: kept; its previews and menus are not shown
/// here, so each `present…` answers false (as UIKit does when it has nothing to show).
open class UIDocumentInteractionController: NSObject {
    open var url: URL?
    open var uti: String?
    open var name: String?
    open weak var delegate: (any UIDocumentInteractionControllerDelegate)?

    public override init() {
        super.init()
    }

    public convenience init(url: URL) {
        self.init()
        self.url = url
        name = url.lastPathComponent
    }

    @discardableResult open func presentPreview(animated: Bool) -> Bool { false }
    @discardableResult open func presentOptionsMenu(from rect: CGRect, in view: UIView, animated: Bool) -> Bool { false }
    @discardableResult open func presentOptionsMenu(from item: UIBarButtonItem, animated: Bool) -> Bool { false }
    @discardableResult open func presentOpenInMenu(from rect: CGRect, in view: UIView, animated: Bool) -> Bool { false }
    @discardableResult open func presentOpenInMenu(from item: UIBarButtonItem, animated: Bool) -> Bool { false }
    open func dismissPreview(animated: Bool) {}
    open func dismissMenu(animated: Bool) {}
}

/// As UIKit's `UIPrintInfo`: kept.
open class UIPrintInfo: NSObject {
    /// As `UIPrintInfo.OutputType`.
    public enum OutputType: Int, Sendable {
        case general, photo, grayscale, photoGrayscale
    }

    open var outputType = OutputType.general
    open var jobName = ""

    public override init() {
        super.init()
    }

    open class func printInfo() -> UIPrintInfo { UIPrintInfo() }
}

/// As UIKit's `UIPrintFormatter` and its kinds: kept.
open class UIPrintFormatter: NSObject {}
open class UISimpleTextPrintFormatter: UIPrintFormatter {
    open var text: String
    public init(text: String) {
        self.text = text
        super.init()
    }
}
open class UIMarkupTextPrintFormatter: UIPrintFormatter {
    open var markupText: String?
    public init(markupText: String) {
        self.markupText = markupText
        super.init()
    }
}

/// As UIKit's `UIPrintInteractionController`: there is no printer, so printing is never
/// available and `present` shows nothing: it answers false and calls the handler with
/// `completed` false. `shared` is a new controller each time it is read (one shared by every
/// session would let sessions see each other's settings).
open class UIPrintInteractionController: NSObject {
    public typealias CompletionHandler = (UIPrintInteractionController, Bool, (any Error)?) -> Void

    open var printInfo: UIPrintInfo?
    open var printingItem: Any?
    open var printingItems: [Any]?
    open var printFormatter: UIPrintFormatter?
    open var showsNumberOfCopies = true
    open var showsPaperSelectionForLoadedPapers = false

    public override init() {
        super.init()
    }

    open class var shared: UIPrintInteractionController { UIPrintInteractionController() }
    open class var isPrintingAvailable: Bool { false }
    open class func canPrint(_ url: URL) -> Bool { false }
    open class func canPrint(_ data: Data) -> Bool { false }

    @discardableResult
    open func present(animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        completion?(self, false, nil)
        return false
    }

    @discardableResult
    open func present(from item: UIBarButtonItem, animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        present(animated: animated, completionHandler: completion)
    }

    @discardableResult
    open func present(from rect: CGRect, in view: UIView, animated: Bool,
                      completionHandler completion: CompletionHandler? = nil) -> Bool {
        present(animated: animated, completionHandler: completion)
    }

    open func dismiss(animated: Bool) {}
}

/// As UIKit's `UITextChecker`: there is no dictionary here, so no word is misspelled (a
/// search answers `NSNotFound`) and none has guesses or completions. Ignored words are kept
/// by the checker; learning a word keeps nothing (UIKit's learned words are the device's, and
/// sessions share no device).
open class UITextChecker: NSObject {
    open var ignoredWords: [String]?

    public override init() {
        super.init()
    }

    open class var availableLanguages: [String] { [] }

    open func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int,
                                    wrap wrapFlag: Bool, language: String) -> NSRange {
        NSRange(location: NSNotFound, length: 0)
    }

    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? { nil }
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? { nil }
    open func ignoreWord(_ wordToIgnore: String) { ignoredWords = (ignoredWords ?? []) + [wordToIgnore] }
    open class func hasLearnedWord(_ word: String) -> Bool { false }
    open class func learnWord(_ word: String) {}
    open class func unlearnWord(_ word: String) {}
}
