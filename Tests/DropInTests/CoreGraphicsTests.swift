import CoreGraphics
import XCTest

/// `import CoreGraphics` alone, as iOS geometry code writes it: the geometry types and the
/// transform, the same types UIKit's views use.
final class CoreGraphicsTests: XCTestCase {
    func testGeometryAndTransformFromCoreGraphicsAlone() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        let scaled = rect.size.applying(CGAffineTransform(scaleX: 2, y: 3))
        XCTAssertEqual(scaled, CGSize(width: 20, height: 60))
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(.identity), CGPoint(x: 1, y: 1))
        let vector = CGVector(dx: 3, dy: 4)
        XCTAssertEqual(vector.dx * vector.dx + vector.dy * vector.dy, 25 as CGFloat)
        XCTAssertEqual(CGVector.zero, CGVector(dx: 0, dy: 0))
    }
}

extension CoreGraphicsTests {
    func testARectTransformedIsItsCornersBoundingBox() {
        let rect = CGRect(x: 1, y: 2, width: 10, height: 20)
        XCTAssertEqual(rect.applying(CGAffineTransform(translationX: 5, y: -2)), CGRect(x: 6, y: 0, width: 10, height: 20))
        XCTAssertEqual(rect.applying(CGAffineTransform(scaleX: -1, y: 2)), CGRect(x: -11, y: 4, width: 10, height: 40))
        XCTAssertTrue(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }
}
