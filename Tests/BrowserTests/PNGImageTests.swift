import CZlib
import XCTest

/// The golden test's PNG decoder on images encoded here with every scanline filter (no
/// Chromium needed).
final class PNGImageTests: XCTestCase {
    /// A PNG of `pixels` (RGB or RGBA rows), row `r` filtered with type `r % 5`.
    private func encode(width: Int, height: Int, channels: Int, pixels: [UInt8]) throws -> [UInt8] {
        let stride = width * channels
        var raw: [UInt8] = []
        var previous = [UInt8](repeating: 0, count: stride)
        for row in 0..<height {
            let line = Array(pixels[row * stride..<(row + 1) * stride])
            let filter = UInt8(row % 5)
            raw.append(filter)
            for index in 0..<stride {
                let left = index >= channels ? Int(line[index - channels]) : 0
                let up = Int(previous[index])
                let upLeft = index >= channels ? Int(previous[index - channels]) : 0
                let estimate = left + up - upLeft
                let paeth = abs(estimate - left) <= abs(estimate - up) && abs(estimate - left) <= abs(estimate - upLeft)
                    ? left : abs(estimate - up) <= abs(estimate - upLeft) ? up : upLeft
                let predictor = [0, left, up, (left + up) / 2, paeth][Int(filter)]
                raw.append(UInt8(truncatingIfNeeded: Int(line[index]) - predictor))
            }
            previous = line
        }
        var compressed = [UInt8](repeating: 0, count: raw.count + 64)
        var length = uLongf(compressed.count)
        let status = compressed.withUnsafeMutableBufferPointer { destination in
            raw.withUnsafeBufferPointer { compress(destination.baseAddress, &length, $0.baseAddress, uLong($0.count)) }
        }
        XCTAssertEqual(status, Z_OK)
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let count = UInt32(data.count)
            return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: count >> $0) } + Array(type.utf8) + data + [0, 0, 0, 0]
        }
        func be(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        let header = be(width) + be(height) + [8, channels == 4 ? 6 : 2, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
            + chunk("IDAT", Array(compressed.prefix(Int(length)))) + chunk("IEND", [])
    }

    func testEveryFilterDecodesToTheOriginalPixels() throws {
        var generator = SystemRandomNumberGenerator()
        for channels in [3, 4] {
            let (width, height) = (7, 10)
            let pixels = (0..<width * height * channels).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let image = try PNGImage(bytes: try encode(width: width, height: height, channels: channels, pixels: pixels))
            XCTAssertEqual(image.width, width)
            XCTAssertEqual(image.height, height)
            for pixel in 0..<width * height {
                let expected = Array(pixels[pixel * channels..<(pixel + 1) * channels]) + (channels == 3 ? [255] : [])
                XCTAssertEqual(Array(image.rgba[pixel * 4..<pixel * 4 + 4]), expected, "pixel \(pixel), \(channels) channels")
            }
        }
    }

    func testTheDifferenceCountsPixelsBeyondTheTolerance() {
        let base = PNGImage(width: 2, height: 2, rgba: [UInt8](repeating: 100, count: 16))
        var near = base
        near.rgba[0] = 140
        var far = base
        far.rgba[5] = 200
        XCTAssertEqual(base.differingShare(from: near, tolerance: 48), 0)
        XCTAssertEqual(base.differingShare(from: far, tolerance: 48), 0.25)
        XCTAssertEqual(base.differingShare(from: PNGImage(width: 1, height: 4, rgba: base.rgba), tolerance: 48), 1)
    }

    func testNotAPNGIsAnError() {
        XCTAssertThrowsError(try PNGImage(bytes: Array("GIF89a".utf8)))
    }
}
