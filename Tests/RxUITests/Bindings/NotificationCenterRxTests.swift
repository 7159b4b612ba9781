import RxCocoa
import Foundation
import RxSwift
import RxUI
import XCTest

/// `NotificationCenter.rx.notification` as RxCocoa's: the named notifications while
/// subscribed, filtered by sender when one is given.
final class NotificationCenterRxTests: XCTestCase {
    private let center = NotificationCenter()
    private let loggedIn = Notification.Name("rxs.test.loggedIn")

    private func post(_ name: Notification.Name, object: AnyObject? = nil, user: String) {
        center.post(name: name, object: object, userInfo: ["user": user])
    }

    func testEmitsTheNamedNotificationsOnlyWhileSubscribed() {
        var users: [String] = []
        post(loggedIn, user: "before")
        let subscription = center.rx.notification(loggedIn).subscribe(onNext: { notification in
            users.append(notification.userInfo?["user"] as? String ?? "?")
        })
        post(loggedIn, user: "ann")
        post(Notification.Name("rxs.test.other"), user: "other")
        post(loggedIn, user: "bob")
        subscription.dispose()
        post(loggedIn, user: "after")
        XCTAssertEqual(users, ["ann", "bob"])
    }

    func testAnObjectFiltersBySender() {
        let sender = NSObject()
        var users: [String] = []
        let subscription = center.rx.notification(loggedIn, object: sender).subscribe(onNext: { notification in
            users.append(notification.userInfo?["user"] as? String ?? "?")
        })
        post(loggedIn, object: NSObject(), user: "someone else")
        post(loggedIn, object: sender, user: "ann")
        subscription.dispose()
        XCTAssertEqual(users, ["ann"])
    }

    func testANilNameTakesEveryNotification() {
        var names: [Notification.Name] = []
        let subscription = center.rx.notification(nil).subscribe(onNext: { names.append($0.name) })
        post(loggedIn, user: "ann")
        post(Notification.Name("rxs.test.other"), user: "bob")
        subscription.dispose()
        XCTAssertEqual(names, [loggedIn, Notification.Name("rxs.test.other")])
    }
}
