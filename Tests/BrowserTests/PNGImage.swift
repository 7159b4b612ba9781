import CZlib
import Foundation

/// A PNG decoded to 8-bit RGBA, enough for Chromium's screenshots: bit depth 8, colour type 2
/// (RGB) or 6 (RGBA), not interlaced. The compressed stream is inflated by the system zlib
/// (the `CZlib` module); the scanline filters are undone here. Written for the golden
/// screenshot test: Foundation on Linux has no image decoder, and a byte comparison of PNG
/// files would fail on any change of the encoder's settings.
struct PNGImage: Equatable {
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    var width: Int
    var height: Int
    /// Row by row, 4 bytes a pixel.
    var rgba: [UInt8]

    init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    init(contentsOf url: URL) throws {
        try self.init(bytes: [UInt8](try Data(contentsOf: url)))
    }

    init(bytes: [UInt8]) throws {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw Problem(description: "not a PNG") }
        var offset = 8
        var header: [UInt8] = []
        var compressed: [UInt8] = []
        func bigEndian(_ at: Int) -> Int {
            bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        while offset + 12 <= bytes.count {
            let length = bigEndian(offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let start = offset + 8
            guard length >= 0, start + length + 4 <= bytes.count else { throw Problem(description: "truncated \(type) chunk") }
            switch type {
            case "IHDR": header = Array(bytes[start..<start + length])
            case "IDAT": compressed += bytes[start..<start + length]
            default: break
            }
            offset = start + length + 4
            if type == "IEND" { break }
        }
        guard header.count == 13 else { throw Problem(description: "no IHDR") }
        let width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
        let height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
        let (depth, colour, interlace) = (header[8], header[9], header[12])
        guard depth == 8, colour == 2 || colour == 6, interlace == 0, width > 0, height > 0, width * height < 50_000_000 else {
            throw Problem(description: "unsupported PNG: depth \(depth), colour type \(colour), interlace \(interlace)")
        }
        let channels = colour == 6 ? 4 : 3
        let stride = width * channels
        let raw = try Self.inflate(compressed, expected: height * (stride + 1))
        var previous = [UInt8](repeating: 0, count: stride)
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)]
            var line = Array(raw[row * (stride + 1) + 1..<(row + 1) * (stride + 1)])
            try Self.unfilter(&line, previous: previous, filter: filter, channels: channels)
            for x in 0..<width {
                for channel in 0..<channels { rgba[(row * width + x) * 4 + channel] = line[x * channels + channel] }
            }
            previous = line
        }
        self.init(width: width, height: height, rgba: rgba)
    }

    private static func inflate(_ compressed: [UInt8], expected: Int) throws -> [UInt8] {
        var output = [UInt8](repeating: 0, count: expected)
        var length = uLongf(expected)
        let status = output.withUnsafeMutableBufferPointer { destination in
            compressed.withUnsafeBufferPointer { source in
                uncompress(destination.baseAddress, &length, source.baseAddress, uLong(source.count))
            }
        }
        guard status == Z_OK, Int(length) == expected else {
            throw Problem(description: "zlib could not inflate the image data (status \(status), \(length) of \(expected) bytes)")
        }
        return output
    }

    /// PNG's five filter types, undone in place (the spec's section 9).
    private static func unfilter(_ line: inout [UInt8], previous: [UInt8], filter: UInt8, channels: Int) throws {
        for index in line.indices {
            let left = index >= channels ? Int(line[index - channels]) : 0
            let up = Int(previous[index])
            let upLeft = index >= channels ? Int(previous[index - channels]) : 0
            let predictor: Int
            switch filter {
            case 0: predictor = 0
            case 1: predictor = left
            case 2: predictor = up
            case 3: predictor = (left + up) / 2
            case 4:
                let estimate = left + up - upLeft
                let (toLeft, toUp, toUpLeft) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
                predictor = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft
            default: throw Problem(description: "unknown filter type \(filter)")
            }
            line[index] = UInt8(truncatingIfNeeded: Int(line[index]) + predictor)
        }
    }

    /// The share of pixels (0…1) whose red, green, blue or alpha differs by more than
    /// `tolerance`; 1 when the sizes differ.
    func differingShare(from other: PNGImage, tolerance: Int) -> Double {
        guard width == other.width, height == other.height else { return 1 }
        var differing = 0
        for pixel in 0..<width * height {
            for channel in 0..<4 where abs(Int(rgba[pixel * 4 + channel]) - Int(other.rgba[pixel * 4 + channel])) > tolerance {
                differing += 1
                break
            }
        }
        return Double(differing) / Double(width * height)
    }
}
