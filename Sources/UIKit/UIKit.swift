// UIKit, headless: the views, controls and view controllers iOS code builds its screens from,
// with their `rx` extensions (RxCocoa's), no drawing: a session shows them as snapshots. A
// target that depends on product RxCocoa can `import UIKit`, as an iOS target never lists
// UIKit, and `UIKit.UIButton` is this module's class. As on iOS, `import UIKit` makes Foundation
// and CoreGraphics visible (IndexPath, URL, NSRecursiveLock; CGFloat, CGAffineTransform).
//
// rxs's own machinery that the views are built on (the session's window, environment and
// screen registry, snapshots and their renderers, the sections helpers) is public here under
// underscored names, which no library declares, so a file importing UIKit with RxDataSources,
// ReactorKit or RxGesture is never ambiguous; RxUI names them without the underscore
// (`Environment`, `ScreenRegistry`, `Snapshot`) for rxs's own code and yours.
@_exported import CoreGraphics
@_exported import Foundation
// iOS's Foundation has URLSession and URLRequest; Linux's has them in FoundationNetworking.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
