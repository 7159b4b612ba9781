import Foundation

// iOS's text input traits and keyboard names. rxs has no keyboard: a field keeps what is set
// and nothing shows it.

/// As UIKit's `UIKeyboardType`; kept, not shown.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// As UIKit's `UIReturnKeyType`; kept, not shown.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// As UIKit's `UITextAutocapitalizationType`; kept, not shown.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// As UIKit's `UITextAutocorrectionType`; kept, not shown.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

/// As UIKit's `UITextSpellCheckingType`; kept, not shown.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default`, no, yes
}

/// As UIKit's `UIKeyboardAppearance`; kept, not shown.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default`, dark, light
    public static let alert = UIKeyboardAppearance.dark
}

/// As UIKit's `UITextContentType`: a string-backed name, for autofill; kept, not shown.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let givenName = UITextContentType("given-name")
    public static let familyName = UITextContentType("family-name")
    public static let nickname = UITextContentType("nickname")
    public static let organizationName = UITextContentType("organization")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let addressCity = UITextContentType("address-level2")
    public static let postalCode = UITextContentType("postal-code")
    public static let countryName = UITextContentType("country-name")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
}

/// As UIKit's `NSLineBreakMode` (Foundation on Linux has none); layout only.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// As UIKit's `UIBaselineAdjustment`; layout only.
public enum UIBaselineAdjustment: Int, Sendable {
    case alignBaselines, alignCenters, none
}

extension UIResponder {
    // The keyboard's notifications and their user info keys, as UIKit names them. rxs has no
    // keyboard, so nothing posts these.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension UITextField {
    /// As UIKit's `UITextField.BorderStyle`; kept, not shown.
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    /// As UIKit's `UITextField.ViewMode` (when the clear button and side views show); kept.
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }
}
