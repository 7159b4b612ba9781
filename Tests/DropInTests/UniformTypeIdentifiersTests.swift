import Foundation
@testable import UIKit
import UniformTypeIdentifiers
import XCTest

/// The `UTType` stand-in: the system types' identifiers, extensions, MIME types and
/// conformance as UniformTypeIdentifiers has them, and a document picker made from them.
final class UniformTypeIdentifiersTests: XCTestCase {
    func testSystemTypesHaveTheirIdentifiersExtensionsAndMIMETypes() {
        XCTAssertEqual(UTType.pdf.identifier, "com.adobe.pdf")
        XCTAssertEqual(UTType.pdf.preferredFilenameExtension, "pdf")
        XCTAssertEqual(UTType.png.preferredMIMEType, "image/png")
        XCTAssertEqual(UTType("public.json"), .json)
        XCTAssertNil(UTType("com.example.unknown"))
        XCTAssertEqual(UTType(filenameExtension: "JPEG"), .jpeg)
        XCTAssertNil(UTType(filenameExtension: "nope"), "no dynamic types here")
        XCTAssertEqual(UTType(mimeType: "text/csv"), .commaSeparatedText)
        XCTAssertNil(UTType(filenameExtension: "png", conformingTo: .text))
        XCTAssertEqual(UTType.plainText.description, "public.plain-text")
    }

    func testConformanceFollowsTheSupertypes() {
        XCTAssertTrue(UTType.png.conforms(to: .image))
        XCTAssertTrue(UTType.png.conforms(to: .data))
        XCTAssertTrue(UTType.png.conforms(to: .item))
        XCTAssertFalse(UTType.png.conforms(to: .text))
        XCTAssertTrue(UTType.image.isSupertype(of: .jpeg))
        XCTAssertTrue(UTType.swiftSource.isSubtype(of: .plainText))
        XCTAssertFalse(UTType.pdf.isSubtype(of: .pdf))
        let custom = UTType(exportedAs: "com.example.note", conformingTo: .json)
        XCTAssertTrue(custom.conforms(to: .text))
        XCTAssertTrue(UTType(importedAs: "com.example.blob").conforms(to: .data))
    }

    func testATypeCodesAsItsIdentifier() throws {
        let data = try JSONEncoder().encode([UTType.pdf])
        XCTAssertEqual(String(decoding: data, as: UTF8.self), "[\"com.adobe.pdf\"]")
        XCTAssertEqual(try JSONDecoder().decode([UTType].self, from: data), [.pdf])
    }

    func testADocumentPickerForContentTypesShowsTheirIdentifiers() {
        MainActor.assumeIsolated { () -> Void in
            let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf, .plainText], asCopy: true)
            XCTAssertEqual(picker.documentPickerMode, .import)
            XCTAssertEqual(picker.shownTypes, ["com.adobe.pdf", "public.plain-text"])
            XCTAssertEqual(UIDocumentPickerViewController(forOpeningContentTypes: [.folder]).documentPickerMode, .open)
        }
    }
}
