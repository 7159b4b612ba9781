import RxCore
import XCTest

final class SubjectTests: XCTestCase {
    func testPublishSubjectDeliversReentrantEventsAfterTheCurrentOne() {
        let subject = PublishSubject<Int>()
        var received: [String] = []
        let subscription = subject.subscribe(onNext: { value in
            received.append("begin \(value)")
            if value == 1 { subject.onNext(2) }
            received.append("end \(value)")
        })
        subject.onNext(1)
        XCTAssertEqual(received, ["begin 1", "end 1", "begin 2", "end 2"])
        subscription.dispose()
    }
}
