import RxCocoa
import RxSwift
import UIKit
import XCTest

/// UIApplication, autoreleasepool and the run-loop calls as iOS code and RxCocoa's tests use
/// them, outside any rxs session.
final class UIApplicationTests: XCTestCase {
    func testSharedApplicationsIndicatorAndLifecycleEvents() {
        MainActor.assumeIsolated { () -> Void in
            let application = UIApplication.shared
            XCTAssertTrue(application === UIApplication.shared)
            let bag = DisposeBag()
            Observable.just(true).bind(to: application.rx.isNetworkActivityIndicatorVisible).disposed(by: bag)
            XCTAssertTrue(application.isNetworkActivityIndicatorVisible)
            application.isNetworkActivityIndicatorVisible = false
            var activations = 0
            UIApplication.rx.didBecomeActive.subscribe(onNext: { activations += 1 }).disposed(by: bag)
            NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: application)
            XCTAssertEqual(activations, 1)
            var opened: Bool?
            application.open(URL(fileURLWithPath: "/x"), options: [:]) { opened = $0 }
            XCTAssertEqual(opened, true)
        }
    }

    func testAutoreleasepoolAndTheRunLoopFlushTheMainQueue() {
        XCTAssertEqual(autoreleasepool { 41 + 1 }, 42)
        final class Flag: @unchecked Sendable { var isSet = false }
        let flushed = Flag()
        DispatchQueue.main.async { flushed.isSet = true }
        DispatchQueue.main.async { CFRunLoopStop(CFRunLoopGetCurrent()) }
        let runLoop = CFRunLoopGetCurrent()
        CFRunLoopWakeUp(runLoop)
        CFRunLoopRun()
        XCTAssertTrue(flushed.isSet)
    }
}
