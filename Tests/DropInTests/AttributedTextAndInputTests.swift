import Foundation
import RxCocoa
import RxSwift
@testable import UIKit
import XCTest

/// A phone field's formatter written as iOS code writes one: on each edit it reformats the
/// digits as (555) 123-4567 and puts the caret back after the same number of digits.
private final class PhoneViewController: UIViewController {
    let phone = UITextField()
    private(set) var caretOffsets: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        phone.keyboardType = .phonePad
        view.addSubview(phone)
        phone.addAction(UIAction { [unowned self] _ in reformat() }, for: .editingChanged)
    }

    private func reformat() {
        guard let text = phone.text, let selection = phone.selectedTextRange else { return }
        let caret = phone.offset(from: phone.beginningOfDocument, to: selection.start)
        let digitsBeforeCaret = text.utf16.prefix(caret).filter { (48...57).contains($0) }.count
        let digits = text.filter(\.isNumber)
        var formatted = ""
        for (index, digit) in digits.prefix(10).enumerated() {
            if index == 0 { formatted += "(" }
            if index == 3 { formatted += ") " }
            if index == 6 { formatted += "-" }
            formatted.append(digit)
        }
        phone.text = formatted
        var seen = 0, offset = 0
        for unit in formatted.utf16 where seen < digitsBeforeCaret {
            offset += 1
            if (48...57).contains(unit) { seen += 1 }
        }
        if let position = phone.position(from: phone.beginningOfDocument, offset: offset) {
            phone.selectedTextRange = phone.textRange(from: position, to: position)
        }
        caretOffsets.append(phone.offset(from: phone.beginningOfDocument, to: phone.selectedTextRange?.start ?? phone.endOfDocument))
    }
}

final class AttributedTextAndInputTests: XCTestCase {
    func testParagraphStyleShadowAndUnderlineRoundTripThroughAnAttributedLabel() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let style = NSMutableParagraphStyle()
            style.lineSpacing = 6
            style.alignment = .center
            style.lineBreakMode = .byTruncatingTail
            style.firstLineHeadIndent = 12
            let shadow = NSShadow()
            shadow.shadowOffset = CGSize(width: 0, height: 1)
            let label = UILabel()
            label.attributedText = NSAttributedString(string: "Hello", attributes: [
                .paragraphStyle: style, .shadow: shadow, .underlineStyle: NSUnderlineStyle.single.rawValue,
            ])
            let kept = try XCTUnwrap(label.attributedText)
            let keptStyle = try XCTUnwrap(kept.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)
            XCTAssertEqual(keptStyle.lineSpacing, 6)
            XCTAssertEqual(keptStyle.alignment, .center)
            XCTAssertEqual(keptStyle.lineBreakMode, .byTruncatingTail)
            XCTAssertEqual(keptStyle.firstLineHeadIndent, 12)
            XCTAssertEqual(keptStyle, style.copy() as? NSParagraphStyle, "a copy has the same settings")
            XCTAssertNotEqual(keptStyle, NSParagraphStyle.default)
            XCTAssertEqual((kept.attribute(.shadow, at: 4, effectiveRange: nil) as? NSShadow)?.shadowOffset.height, 1)
            XCTAssertEqual(kept.attribute(.underlineStyle, at: 0, effectiveRange: nil) as? Int, 1)
            XCTAssertEqual(label.text, "Hello", "the label shows the string alone")
        }
    }

    func testAnAttachmentStandsOnTheAttachmentCharacter() throws {
        let attachment = NSTextAttachment(image: try XCTUnwrap(UIImage(systemName: "star")))
        attachment.bounds = CGRect(x: 0, y: -2, width: 14, height: 14)
        let text = NSMutableAttributedString(attachment: attachment)
        text.append(NSAttributedString(string: " Favourite"))
        XCTAssertEqual(text.string, "\u{FFFC} Favourite")
        XCTAssertTrue(text.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
    }

    func testAFontDescriptorsBoldTraitMakesABoldFontThatDescribesItself() throws {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let descriptor = try XCTUnwrap(body.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
        let bold = UIFont(descriptor: descriptor, size: 0)
        XCTAssertEqual(bold.pointSize, 17, "size 0 keeps the descriptor's")
        XCTAssertEqual(bold.fontName, ".SFUI-BoldItalic")
        XCTAssertEqual(bold.fontDescriptor.symbolicTraits, [.traitBold, .traitItalic])
        XCTAssertEqual(UIFont(descriptor: descriptor, size: 20).pointSize, 20)
        XCTAssertFalse(body.fontDescriptor.symbolicTraits.contains(.traitBold))
    }

    func testAPhoneFormatterWrittenAsIOSCodeFormatsTypedDigitsAndKeepsTheCaretAtTheEnd() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let controller = PhoneViewController()
            let window = _Window(environment: _Environment(mainScheduler: MainScheduler.instance))
            window.setRoot(controller)
            try window.type("5551234567", into: "phone")
            XCTAssertEqual(controller.phone.text, "(555) 123-4567")
            XCTAssertEqual(controller.caretOffsets, [14], "typing leaves the caret at the end, after the last digit")
            XCTAssertEqual(window.topScreen?._elements.compactMap { $0 as? UITextField }.first?._elementSnapshot(),
                           .textField(id: "phone", text: "(555) 123-4567", placeholder: nil, editing: true))
        }
    }

    func testPositionsRangesAndReplaceWorkOnTheFieldsText() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let field = UITextField()
            field.text = "héllo wörld"
            XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.endOfDocument), 11)
            XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: try XCTUnwrap(field.selectedTextRange).end), 11,
                           "setting text puts the caret at the end")
            let start = try XCTUnwrap(field.position(from: field.beginningOfDocument, offset: 6))
            let range = try XCTUnwrap(field.textRange(from: start, to: field.endOfDocument))
            XCTAssertEqual(field.text(in: range), "wörld")
            XCTAssertNil(field.position(from: field.endOfDocument, offset: 1), "no position past the end")
            XCTAssertNil(field.position(from: field.endOfDocument, offset: .max), "an offset that would overflow is no position")
            XCTAssertNil(field.position(from: field.endOfDocument, in: .left, offset: .min))
            field.replace(range, withText: "rx")
            XCTAssertEqual(field.text, "héllo rx")
            XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: try XCTUnwrap(field.selectedTextRange).start), 8)
            field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
            field.insertText(">")
            XCTAssertEqual(field.text, ">héllo rx")
            field.deleteBackward()
            XCTAssertEqual(field.text, "héllo rx")
            XCTAssertEqual(field.compare(field.beginningOfDocument, to: field.endOfDocument), .orderedAscending)
            let view = UITextView()
            view.text = "ab"
            view.selectedRange = NSRange(location: 1, length: 0)
            view.selectedRange = NSRange(location: .max, length: .max)
            XCTAssertEqual(view.selectedRange, NSRange(location: 1, length: 0), "a range outside the text is ignored")
            view.selectedRange = NSRange(location: 1, length: 0)
            view.insertText("-")
            XCTAssertEqual(view.text, "a-b")
            XCTAssertEqual(view.selectedRange, NSRange(location: 2, length: 0))
        }
    }

    func testASearchBarsSearchTextFieldIsItsTextBothWays() {
        MainActor.assumeIsolated { () -> Void in
            let bar = UISearchBar(id: "searchBar")
            let field = bar.searchTextField
            XCTAssertTrue(field === bar.searchTextField, "the bar's own field, made once")
            XCTAssertNil(bar.userEdit("kyoto"))
            XCTAssertEqual(field.text, "kyoto", "typing into the bar shows in its field")
            field.attributedPlaceholder = NSAttributedString(string: "Search cities")
            XCTAssertEqual(bar.placeholder, "Search cities")
            field.text = "osaka"
            XCTAssertEqual(bar.text, "osaka")
            let traits: any UITextInputTraits = bar
            XCTAssertEqual(traits.returnKeyType, .search)
        }
    }

    func testAFormatterThatSetsTheTextAndDeclinesTakesTheEditOver() {
        MainActor.assumeIsolated { () -> Void in
            final class Formatting: NSObject, UITextFieldDelegate {
                func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                               replacementString string: String) -> Bool {
                    textField.text = string.uppercased()
                    return false
                }
            }
            let delegate = Formatting()
            let field = UITextField()
            field.delegate = delegate
            XCTAssertNil(field.userEdit("abc"), "no refusal: the delegate changed the text itself")
            XCTAssertEqual(field.text, "ABC")
            let declining = UITextField()
            final class Declining: NSObject, UITextFieldDelegate {
                func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                               replacementString string: String) -> Bool { false }
            }
            let decliner = Declining()
            declining.delegate = decliner
            XCTAssertEqual(declining.userEdit("abc"), .editDeclined)
        }
    }
}
