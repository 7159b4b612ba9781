import RxSwift
import UIKit

/// The virtual-time scheduler of integer ticks (one millisecond each) that rxs sessions run on.
public typealias VirtualTickScheduler = VirtualTimeScheduler<_VirtualTickConverter>
