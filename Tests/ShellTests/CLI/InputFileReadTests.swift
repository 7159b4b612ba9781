import Foundation
import XCTest

@testable import RxsScript

/// `InputFile.read`: a regular file is read straight into an array of its size (one byte
/// more, to see its end); anything else in chunks. Both give every byte, and a failure the
/// system's reason.
final class InputFileReadTests: XCTestCase {
    func testARegularFileGivesEveryByteWhateverItsSize() throws {
        let folder = try TemporaryFolder(self)
        for size in [0, 1, 2, 4_095, 65_535, 65_536, 65_537, 200_003] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 256) }
            let path = folder.path + "/f\(size).rxs"
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            guard case .success(let read) = InputFile.read(path) else { return XCTFail("\(size) bytes not read") }
            XCTAssertEqual(read, bytes, "\(size) bytes")
            guard case .success(let limited) = InputFile.read(path, limit: size) else {
                return XCTFail("\(size) bytes within a limit of as many")
            }
            XCTAssertEqual(limited, bytes, "\(size) bytes at the limit")
            guard size > 0 else { continue }
            guard case .failure(let over) = InputFile.read(path, limit: size - 1) else {
                return XCTFail("\(size) bytes read within a limit of one fewer")
            }
            XCTAssertEqual(over.reason, "it holds more than \(size - 1) bytes, too much for a script")
        }
    }

    func testAFIFOIsReadInChunksToItsEnd() throws {
        let folder = try TemporaryFolder(self)
        let path = folder.path + "/pipe"
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        let bytes = (0..<150_000).map { UInt8(truncatingIfNeeded: $0 % 251) }
        let writer = Thread {
            if let handle = FileHandle(forWritingAtPath: path) {
                handle.write(Data(bytes))
                handle.closeFile()
            }
        }
        writer.start()
        guard case .success(let read) = InputFile.read(path) else { return XCTFail("the FIFO was not read") }
        XCTAssertEqual(read, bytes)
    }

    func testAFolderAndAMissingFileFailWithTheSystemsReason() throws {
        let folder = try TemporaryFolder(self)
        guard case .failure(let notAFile) = InputFile.read(folder.path) else { return XCTFail("a folder was read") }
        XCTAssertEqual(notAFile.reason, "Is a directory")
        guard case .failure(let missing) = InputFile.read(folder.path + "/nope.rxs") else { return XCTFail("no file was read") }
        XCTAssertEqual(missing.reason, "No such file or directory")
    }
}
