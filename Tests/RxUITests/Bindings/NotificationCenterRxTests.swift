import Foundation
import RxCore
import RxUI
import XCTest

/// `NotificationCenter.rx.notification` as RxCocoa's: the named notifications while
/// subscribed, filtered by sender when one is given.
final class NotificationCenterRxTests: XCTestCase {
    private let center = NotificationCenter()
    private let name = Notification.Name("rxs.test.loggedIn")

    private func post(_ name: Notification.Name, object: AnyObject? = nil, user: String) {
        center.post(name: name, object: object, userInfo: ["user": user])
    }

    func testEmitsTheNamedNotificationsOnlyWhileSubscribed() {
        var users: [String] = []
        post(name, user: "before")
        let subscription = center.rx.notification(name).subscribe(onNext: { notification in
            users.append(notification.userInfo?["user"] as? String ?? "?")
        })
        post(name, user: "ann")
        post(Notification.Name("rxs.test.other"), user: "other")
        post(name, user: "bob")
        subscription.dispose()
        post(name, user: "after")
        XCTAssertEqual(users, ["ann", "bob"])
    }

    func testAnObjectFiltersBySender() {
        let sender = NSObject()
        var users: [String] = []
        let subscription = center.rx.notification(name, object: sender).subscribe(onNext: { notification in
            users.append(notification.userInfo?["user"] as? String ?? "?")
        })
        post(name, object: NSObject(), user: "someone else")
        post(name, object: sender, user: "ann")
        subscription.dispose()
        XCTAssertEqual(users, ["ann"])
    }

    func testANilNameTakesEveryNotification() {
        var names: [Notification.Name] = []
        let subscription = center.rx.notification(nil).subscribe(onNext: { names.append($0.name) })
        post(name, user: "ann")
        post(Notification.Name("rxs.test.other"), user: "bob")
        subscription.dispose()
        XCTAssertEqual(names, [name, Notification.Name("rxs.test.other")])
    }
}
