import Foundation

/// An inline image in attributed text, as UIKit's `NSTextAttachment`: kept on the attachment
/// character (U+FFFC) under `.attachment`; a session shows the string, not the image.
open class NSTextAttachment: NSObject {
    /// As UIKit's `NSTextAttachment.character`: the character an attachment stands on.
    public static let character = 0xFFFC

    open var image: UIImage?
    open var bounds = CGRect.zero
    open var contents: Data?
    open var fileType: String?

    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    public convenience override init() {
        self.init(data: nil, ofType: nil)
    }

    /// As UIKit's (iOS 13).
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }
}

extension NSAttributedString {
    /// As UIKit's: the attachment character carrying `attachment`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}
