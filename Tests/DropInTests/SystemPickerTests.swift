import Foundation
import RxCocoa
import RxSwift
@testable import UIKit
import XCTest

private final class SysTestPickerDelegate: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate,
    UIDocumentPickerDelegate, UIColorPickerViewControllerDelegate {
    var heard: [String] = []
    var info: [UIImagePickerController.InfoKey: Any] = [:]
    var window: _Window?

    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        self.info = info
        heard.append("picked, presented \(window?.presentedControllers.count ?? -1)")
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        heard.append("cancelled, presented \(window?.presentedControllers.count ?? -1)")
    }

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        heard.append("documents \(urls.map(\.path)), presented \(window?.presentedControllers.count ?? -1)")
    }

    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
        heard.append("documents cancelled, presented \(window?.presentedControllers.count ?? -1)")
    }

    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor,
                                   continuously: Bool) {
        heard.append("color \(color.name) continuously \(continuously)")
    }

    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        heard.append("color finished, presented \(window?.presentedControllers.count ?? -1)")
    }
}

/// The image and document pickers: what they show, and what a pick or a cancel tells their
/// delegates, in iOS's order (the image picker stays until the app dismisses it; the document
/// picker dismisses itself first).
final class SystemPickerTests: XCTestCase, @unchecked Sendable {
    private var window: _Window!
    @MainActor private lazy var screen = UIViewController()
    @MainActor private lazy var delegate = SysTestPickerDelegate()

    override func setUp() {
        MainActor.assumeIsolated { () -> Void in
            window = _Window(environment: _Environment(mainScheduler: MainScheduler.instance))
            window.setRoot(screen)
            delegate.window = window
        }
    }

    func testAnImagePickerShowsItsSourceAndGivesTheNamedImage() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            XCTAssertTrue(UIImagePickerController.isSourceTypeAvailable(.camera))
            let picker = UIImagePickerController()
            picker.sourceType = .camera
            picker.allowsEditing = true
            picker.delegate = delegate
            screen.present(picker, animated: true)
            let shown = try XCTUnwrap(window.snapshot().modals.last?.screens.last)
            XCTAssertEqual(shown.name, "imagePicker")
            XCTAssertEqual(shown.title, "Camera")
            XCTAssertEqual(shown.elements.first { $0.id == "source" }?["text"]?.stringValue, "camera")
            try window.pickImage(named: "sunset")
            XCTAssertEqual(delegate.heard, ["picked, presented 1"], "UIKit leaves the picker up: the app dismisses it")
            XCTAssertEqual((delegate.info[.originalImage] as? UIImage)?.name, "sunset")
            XCTAssertEqual((delegate.info[.editedImage] as? UIImage)?.name, "sunset")
            XCTAssertEqual(delegate.info[.mediaType] as? String, "public.image")
            XCTAssertNil(delegate.info[.imageURL], "a photo just taken has no file")
        }
    }

    func testAnImagePickersCancelTellsTheDelegateAndWithoutOneDismisses() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let picker = UIImagePickerController()
            picker.delegate = delegate
            screen.present(picker, animated: true)
            try window.tap("cancel")
            XCTAssertEqual(delegate.heard, ["cancelled, presented 1"], "the delegate dismisses")
            picker.dismiss(animated: true)
            let alone = UIImagePickerController()
            screen.present(alone, animated: true)
            try window.tap("cancel")
            XCTAssertTrue(window.presentedControllers.isEmpty, "no delegate: UIKit dismisses the picker")
        }
    }

    func testAPhotoLibraryPickHasNoEditedImageUnlessEditingIsAllowed() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let picker = UIImagePickerController()
            picker.delegate = delegate
            screen.present(picker, animated: true)
            try window.pickImage(named: "beach")
            XCTAssertNil(delegate.info[.editedImage])
            XCTAssertEqual((delegate.info[.imageURL] as? URL)?.lastPathComponent, "beach.jpeg")
        }
    }

    func testPickingWithNoPickerIsRefused() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            XCTAssertThrowsError(try window.pickImage(named: "x")) {
                XCTAssertEqual(($0 as? _UserInputError)?.description, "no image picker is showing: screen \"screen\" is on top")
            }
            XCTAssertThrowsError(try window.pickDocuments(["/a"])) {
                XCTAssertEqual(($0 as? _UserInputError)?.description, "no document picker is showing: screen \"screen\" is on top")
            }
        }
    }

    func testADocumentPickerDismissesItselfThenGivesTheURLs() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let picker = UIDocumentPickerViewController(documentTypes: ["com.adobe.pdf", "public.text"], in: .import)
            picker.delegate = delegate
            screen.present(picker, animated: true)
            let shown = try XCTUnwrap(window.snapshot().modals.last?.screens.last)
            XCTAssertEqual(shown.name, "documentPicker")
            XCTAssertEqual(shown.title, "Browse")
            XCTAssertEqual(shown.elements.map(\.id), ["cancel", "types"])
            XCTAssertEqual(shown.elements.last?["text"]?.stringValue, "com.adobe.pdf, public.text")
            XCTAssertThrowsError(try window.pickDocuments(["/a.pdf", "/b.pdf"])) {
                XCTAssertEqual(($0 as? _UserInputError)?.description,
                               "the document picker takes one document (allowsMultipleSelection is false), not 2")
            }
            try window.pickDocuments(["Documents/report.pdf"])
            XCTAssertEqual(delegate.heard, ["documents [\"/Documents/report.pdf\"], presented 0"])
        }
    }

    func testADocumentPickerTakesSeveralWhenAllowedAndCancels() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let picker = UIDocumentPickerViewController(forExporting: [URL(fileURLWithPath: "/tmp/notes.txt")], asCopy: true)
            XCTAssertEqual(picker.documentPickerMode, .exportToService)
            picker.allowsMultipleSelection = true
            picker.delegate = delegate
            screen.present(picker, animated: true)
            XCTAssertEqual(window.snapshot().modals.last?.screens.last?.elements.last?["text"]?.stringValue, "notes.txt")
            try window.pickDocuments(["/a", "/b"])
            let again = UIDocumentPickerViewController(documentTypes: ["public.item"], in: .open)
            again.delegate = delegate
            screen.present(again, animated: true)
            try window.tap("cancel")
            XCTAssertEqual(delegate.heard, ["documents [\"/a\", \"/b\"], presented 0", "documents cancelled, presented 0"])
        }
    }

    func testAColorPickerSelectsTheNamedColourAndCloses() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let picker = UIColorPickerViewController()
            picker.selectedColor = .red
            picker.delegate = delegate
            screen.present(picker, animated: true)
            let shown = try XCTUnwrap(window.snapshot().modals.last?.screens.last)
            XCTAssertEqual(shown.name, "colorPicker")
            XCTAssertEqual(shown.elements.last?["text"]?.stringValue, "red")
            try window.pickColor(named: "#8ADD6D")
            XCTAssertEqual(picker.selectedColor, UIColor(named: "#8ADD6D"))
            XCTAssertEqual(window.snapshot().modals.last?.screens.last?.elements.last?["text"]?.stringValue, "#8ADD6D")
            try window.tap("close")
            XCTAssertEqual(delegate.heard, ["color #8ADD6D continuously false", "color finished, presented 0"])
            XCTAssertThrowsError(try window.pickColor(named: "red")) {
                XCTAssertEqual(($0 as? _UserInputError)?.description, "no color picker is showing: screen \"screen\" is on top")
            }
        }
    }
}
