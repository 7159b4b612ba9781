import Foundation

/// A search bar's own field, as UIKit's `UISearchTextField` (iOS 13): its text and
/// placeholder are the bar's, both ways, so `type` into the bar shows in the field and code
/// styling the field's placeholder sets the bar's. Tokens are kept, not shown.
open class UISearchTextField: UITextField {
    /// The bar whose field it is (none for a field made alone).
    weak var bar: UISearchBar?
    open var tokens: [UISearchToken] = []
    open var allowsDeletingTokens = true
    open var allowsCopyingTokens = true
    open var tokenBackgroundColor: UIColor?

    open override var text: String? {
        didSet {
            if let bar, bar.text != text { bar.text = text }
        }
    }

    open override var placeholder: String? {
        didSet {
            if let bar, bar.placeholder != placeholder { bar.placeholder = placeholder }
        }
    }

    open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
        tokens.insert(token, at: min(max(tokenIndex, 0), tokens.count))
    }

    open func removeToken(at tokenIndex: Int) {
        if tokens.indices.contains(tokenIndex) { tokens.remove(at: tokenIndex) }
    }
}

/// As UIKit's `UISearchToken`: kept on the field, not shown.
open class UISearchToken: NSObject {
    public let icon: UIImage?
    public let text: String
    open var representedObject: Any?

    public init(icon: UIImage?, text: String) {
        self.icon = icon
        self.text = text
        super.init()
    }
}

extension UISearchBar: UITextInputTraits {
    /// As UIKit's (iOS 13): the bar's field, whose text is the bar's.
    public var searchTextField: UISearchTextField {
        if let searchField { return searchField }
        let field = UISearchTextField(frame: .zero)
        field.text = text
        field.placeholder = placeholder
        field.bar = self
        searchField = field
        return field
    }
}
