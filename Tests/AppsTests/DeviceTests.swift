import Phone
import Apps
import RxUI
import XCTest

final class DeviceTests: XCTestCase {
    func testUnknownScreenNamesTheRegisteredOnes() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let device = Device(registry: ScreenRegistry())
            XCTAssertThrowsError(try device.open("repso")) { error in
                XCTAssertEqual("\(error)", "no screen \"repso\"; no screens are registered")
            }
        }
    }
}
