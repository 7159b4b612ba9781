import Foundation

/// Every NSObject has `rx`, as in RxSwift (URLSession, NotificationCenter, UIKit's views).
extension NSObject: ReactiveCompatible {}
