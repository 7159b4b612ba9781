import RxSwift
import XCTest

final class RefCountDisposableTests: XCTestCase {
    func testDisposesAtOnceWhenNothingIsRetained() {
        var disposed = 0
        let refCount = RefCountDisposable(disposable: Disposables.create { disposed += 1 })
        XCTAssertFalse(refCount.isDisposed)
        refCount.dispose()
        refCount.dispose()
        XCTAssertEqual(disposed, 1)
        XCTAssertTrue(refCount.isDisposed)
    }

    func testWaitsForThePrimaryAndEveryRetainedDisposable() {
        var disposed = 0
        let refCount = RefCountDisposable(disposable: Disposables.create { disposed += 1 })
        let first = refCount.retain()
        let second = refCount.retain()
        first.dispose()
        first.dispose()
        XCTAssertEqual(disposed, 0, "a retained disposable released twice counts once")
        refCount.dispose()
        XCTAssertEqual(disposed, 0, "the second one is still retained")
        XCTAssertFalse(refCount.isDisposed)
        second.dispose()
        XCTAssertEqual(disposed, 1)
        XCTAssertTrue(refCount.isDisposed)
    }

    func testReleasingEverythingBeforeThePrimaryKeepsItAlive() {
        var disposed = 0
        let refCount = RefCountDisposable(disposable: Disposables.create { disposed += 1 })
        refCount.retain().dispose()
        XCTAssertEqual(disposed, 0)
        refCount.dispose()
        XCTAssertEqual(disposed, 1)
    }

    func testRetainAfterDisposalHandsOutANoOp() {
        var disposed = 0
        let refCount = RefCountDisposable(disposable: Disposables.create { disposed += 1 })
        refCount.dispose()
        let late = refCount.retain()
        late.dispose()
        XCTAssertEqual(disposed, 1)
    }

    func testRetainAfterThePrimaryButBeforeTheLastRelease() {
        var disposed = 0
        let refCount = RefCountDisposable(disposable: Disposables.create { disposed += 1 })
        let first = refCount.retain()
        refCount.dispose()
        let second = refCount.retain()
        first.dispose()
        XCTAssertEqual(disposed, 0, "as RxSwift, the underlying one lives until every retain is released")
        second.dispose()
        XCTAssertEqual(disposed, 1)
    }
}
