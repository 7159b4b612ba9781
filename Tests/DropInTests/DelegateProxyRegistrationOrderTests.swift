import RxCocoa
import RxSwift
import XCTest

/// A delegate protocol of this test's alone, so its proxy slot is fresh whatever ran before.
private protocol LeverDelegate: AnyObject {}

private class Lever: HasDelegate {
    typealias Delegate = LeverDelegate
    weak var delegate: LeverDelegate?
}

/// An app's subclass, whose own proxy the app registers before anything asked for a proxy.
private final class AuditedLever: Lever {}

private class LeverDelegateProxy: DelegateProxy<Lever, LeverDelegate>, DelegateProxyType, LeverDelegate {
    init(lever: Lever) {
        super.init(parentObject: lever, delegateProxy: LeverDelegateProxy.self)
    }

    static func registerKnownImplementations() {
        register { LeverDelegateProxy(lever: $0) }
    }
}

private final class AuditedLeverDelegateProxy: LeverDelegateProxy {}

/// As RxCocoa's shared factory: an app's own `register` made before any proxy was asked for
/// still finds the known implementations registered first (before, the plain class then had no
/// proxy, a `preconditionFailure`, when the app's registration came first in the process).
final class DelegateProxyRegistrationOrderTests: XCTestCase {
    func testAnAppsRegistrationBeforeAnyProxyKeepsTheKnownImplementations() {
        LeverDelegateProxy.register { (lever: AuditedLever) -> LeverDelegateProxy in AuditedLeverDelegateProxy(lever: lever) }
        let audited = AuditedLever()
        let plain = Lever()
        XCTAssertTrue(LeverDelegateProxy.proxy(for: audited) is AuditedLeverDelegateProxy)
        let proxy = LeverDelegateProxy.proxy(for: plain)
        XCTAssertFalse(proxy is AuditedLeverDelegateProxy)
        XCTAssertTrue(plain.delegate === proxy)
    }
}
