import Foundation

/// A row or item moved by the user, as RxCocoa's `itemMoved` sends it. The events that carry a
/// cell (`WillDisplayCellEvent`, …) are declared with the cells, in UIKit.
public typealias ItemMovedEvent = (sourceIndex: IndexPath, destinationIndex: IndexPath)
