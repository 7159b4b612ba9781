import Foundation
import XCTest

/// The modules that stand in for RxSwift 6.10's (and for UIKit) declare only names their
/// originals declare, so a file importing them with a community library is never ambiguous.
/// rxs's own machinery in UIKit is public under underscored names (RxUI names it without).
/// The one addition is deliberate: RxSwift's `print`, `debugPrint` and `dump`, which route a
/// screen's prints into the session's log (docs/PORTING.md, "What a session owns").
final class ModuleNamesTests: XCTestCase {
    static let allowed: [String: Set<String>] = [
        "RxSwift": [
            "AnyObserver", "AsyncSubject", "BehaviorSubject", "Binder", "BooleanDisposable", "Cancelable", "Completable",
            "CompletableEvent", "CompletableTrait", "CompositeDisposable", "ConcurrentDispatchQueueScheduler",
            "ConcurrentMainScheduler", "ConnectableObservable", "ConnectableObservableType", "CurrentThreadScheduler",
            "DataDecoder", "Disposable", "Disposables", "DisposeBag", "DisposeBase", "Event", "EventConvertible",
            "GroupedObservable", "HistoricalScheduler", "HistoricalSchedulerTimeConverter", "Hooks",
            "ImmediateSchedulerType", "Infallible", "InfallibleEvent", "InfallibleType", "MainScheduler", "Maybe",
            "MaybeEvent", "MaybeTrait", "Observable", "ObservableConvertibleType", "ObservableType", "ObserverType",
            "OperationQueueScheduler", "PrimitiveSequence", "PrimitiveSequenceType", "PublishSubject", "Reactive",
            "ReactiveCompatible", "RefCountDisposable", "ReplaySubject", "RxAbstractInteger", "RxError", "RxTime",
            "RxTimeInterval", "ScheduledDisposable", "SchedulerType", "SerialDispatchQueueScheduler", "SerialDisposable",
            "Single", "SingleAssignmentDisposable", "SingleEvent", "SingleTrait", "SubjectLifetimeScope", "SubjectType",
            "TakeBehavior", "TakeUntilBehavior", "VirtualTimeComparison", "VirtualTimeConverterType",
            "VirtualTimeScheduler",
            "print", "debugPrint", "dump",
        ],
        "RxRelay": ["BehaviorRelay", "PublishRelay", "ReplayRelay"],
        "RxCocoa": [
            "ControlEvent", "ControlEventType", "ControlProperty", "ControlPropertyType", "Driver", "DriverSharingStrategy",
            "ItemMovedEvent", "RxCocoaError", "RxCocoaURLError", "SharedSequence", "SharedSequenceConvertibleType",
            "SharingScheduler", "SharingStrategyProtocol", "Signal", "SignalSharingStrategy",
            // The delegate-proxy machinery (issue 31).
            "DelegateProxy", "DelegateProxyType", "HasDataSource", "HasDelegate", "HasPrefetchDataSource",
        ],
        "RxTest": [
            "ColdObservable", "HotObservable", "Recorded", "Subscription", "TestScheduler",
            "TestSchedulerVirtualTimeConverter", "TestTime", "TestableObservable", "TestableObserver", "XCTAssertEqual",
            "XCTAssertRecordedElements", "completed", "error", "next",
        ],
        "RxBlocking": ["BlockingObservable", "MaterializedSequenceResult"],
        // Beside Foundation's CGFloat, CGPoint, CGSize and CGRect, which it re-exports.
        "CoreGraphics": [
            "CGAffineTransform", "CGColor", "CGVector",
            // Drawing (s53).
            "CGPath", "CGMutablePath", "CGContext", "CGLineCap", "CGLineJoin",
        ],
        "UniformTypeIdentifiers": ["UTType"],
        // UIKit's names, and RxCocoa's that need UIKit's classes (data-source protocols, cell events).
        "UIKit": [
            "CALayer", "NSTextAlignment", "UIResponder", "UIApplication",
            "autoreleasepool", "CFRunLoop", "CFRunLoopGetCurrent", "CFRunLoopGetMain", "CFRunLoopRun", "CFRunLoopStop",
            "CFRunLoopWakeUp", "UIActivityIndicatorView", "UIAlertAction", "UIAlertController",
            "UIBarButtonItem", "UIButton", "UICollectionView", "UICollectionViewCell", "UICollectionViewDataSource",
            "UIColor", "UIControl", "UIDatePicker", "UIEdgeInsets", "UIFont", "UIFontMetrics", "UIViewPropertyAnimator",
            "UIViewAnimating", "UIViewAnimatingState", "UIViewAnimatingPosition", "UIGestureRecognizer", "UIImage",
            "UIImageView", "UILabel", "UILongPressGestureRecognizer", "UINavigationController", "UINavigationItem",
            "UIPageControl", "UIPanGestureRecognizer", "UIPickerView", "UIProgressView", "UIRefreshControl",
            "UIScrollView", "UICollectionViewLayout", "UICollectionViewFlowLayout", "UICollectionReusableView", "UISearchBar", "UISegmentedControl", "UISlider", "UIStepper", "UISwipeGestureRecognizer",
            "UISwitch", "UITabBar", "UITabBarController", "UITabBarItem", "UITableView", "UITableViewCell",
            "UITableViewDataSource", "UITapGestureRecognizer", "UITextField", "UITextView", "UIView",
            "UIViewController",
            "UIModalPresentationStyle", "UIStoryboard", "UINavigationControllerDelegate", "UIStackView",
            "UITouch", "UIEvent", "UIGestureRecognizerDelegate", "UIPinchGestureRecognizer",
            "UIRotationGestureRecognizer", "UIScreenEdgePanGestureRecognizer", "UIRectEdge", "UIWindow",
            "UISearchController", "UISearchControllerDelegate", "UISearchResultsUpdating", "UIPress", "UIHoverGestureRecognizer", "UIAction", "UIActionHandler",
            "RxCollectionViewDataSourceType", "RxTableViewDataSourceType", "SectionedViewDataSourceType",
            "WillDisplayCellEvent", "DidEndDisplayingCellEvent",
            // Data sources, delegates and RxCocoa's proxies of them (issue 31).
            "UIScrollViewDelegate", "UITableViewDelegate", "UICollectionViewDelegate", "UICollectionViewDelegateFlowLayout",
            "UIPickerViewDataSource", "UIPickerViewDelegate", "RxPickerViewDataSourceType",
            "RxScrollViewDelegateProxy", "RxTableViewDelegateProxy", "RxTableViewDataSourceProxy",
            "RxCollectionViewDelegateProxy", "RxCollectionViewDataSourceProxy", "RxPickerViewDelegateProxy",
            "RxPickerViewDataSourceProxy", "UITableViewDataSourcePrefetching",
            "UICollectionViewDataSourcePrefetching", "RxTableViewDataSourcePrefetchingProxy",
            "RxCollectionViewDataSourcePrefetchingProxy", "UITableViewHeaderFooterView",
            "UITabBarDelegate", "UITabBarControllerDelegate", "RxTabBarDelegateProxy", "RxTabBarControllerDelegateProxy",
            "RxSearchBarDelegateProxy", "RxTextViewDelegateProxy", "RxNavigationControllerDelegateProxy",
            "RxSearchControllerDelegateProxy",
            // Auto Layout's shapes (kept, not solved).
            "NSLayoutConstraint", "NSLayoutAnchor", "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor", "NSLayoutDimension",
            "UILayoutGuide", "UILayoutPriority",
            // The navigation bar, and the Objective-C runtime's `Selector` that UIKit makes visible.
            "UINavigationBar", "UIBarStyle", "UIBarMetrics", "Selector",
            // Accessibility (kept, not read by any assistive technology).
            "UIAccessibilityTraits", "UIAccessibility", "UIFontMetrics",
            // Text input: delegates, input traits (kept, not shown), a label's layout names.
            "UITextFieldDelegate", "UITextViewDelegate", "UISearchBarDelegate", "UIKeyboardType",
            "UIKeyboardAppearance", "UIReturnKeyType", "UITextAutocapitalizationType", "UITextAutocorrectionType",
            "UITextSpellCheckingType", "UITextContentType", "NSLineBreakMode", "UIBaselineAdjustment",
            // Controllers' traits and chrome; QuartzCore's layer names, which UIKit brings.
            "UITraitCollection", "UITraitEnvironment", "UIUserInterfaceIdiom", "UIUserInterfaceSizeClass",
            "UIUserInterfaceStyle", "UIStatusBarStyle", "UIStatusBarAnimation", "UIInterfaceOrientation",
            "UIInterfaceOrientationMask", "UIModalTransitionStyle", "UIToolbar", "CACornerMask", "CALayerCornerCurve",
            // Ordinary view-controller code (s52): the screen, table controllers, swipe actions,
            // transitions, popovers and sheets (kept, not shown).
            "UIScreen", "UITableViewController", "UIContextualAction", "UISwipeActionsConfiguration",
            "UIViewControllerTransitionCoordinator", "UIViewControllerTransitionCoordinatorContext",
            "UIPopoverPresentationController", "UIPopoverArrowDirection", "UISheetPresentationController",
            "UIPresentationController", "UIAdaptivePresentationControllerDelegate", "UIContentSizeCategory",
            "UIKeyboardLayoutGuide", "UITrackingLayoutGuide", "UIFeedbackGenerator", "UIImpactFeedbackGenerator",
            "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator", "UIConfigurationState",
            "UIContentConfiguration", "UIContentView", "UIListContentConfiguration", "UIListContentView",
            "NSDirectionalEdgeInsets", "NSDirectionalRectEdge",
            // Diffable data sources, compositional layouts and list cells (s52; layouts kept, not applied).
            "NSDiffableDataSourceSnapshot", "UITableViewDiffableDataSource", "UICollectionViewDiffableDataSource",
            "UICollectionViewCompositionalLayout", "UICollectionViewCompositionalLayoutConfiguration",
            "NSCollectionLayoutDimension", "NSCollectionLayoutSize", "NSCollectionLayoutSpacing",
            "NSCollectionLayoutEdgeSpacing", "NSRectAlignment", "NSCollectionLayoutItem", "NSCollectionLayoutGroup",
            "NSCollectionLayoutSupplementaryItem", "NSCollectionLayoutBoundarySupplementaryItem",
            "UICollectionLayoutSectionOrthogonalScrollingBehavior", "NSCollectionLayoutSection",
            "NSCollectionLayoutContainer", "NSCollectionLayoutEnvironment", "UICollectionLayoutListConfiguration",
            "UICollectionViewListCell", "UICellAccessory",
            // Menus and paged screens (s52).
            "UIMenuElement", "UIMenu", "UIDeferredMenuElement", "UIContextMenuConfiguration",
            "UIContextMenuActionProvider", "UIContextMenuContentPreviewProvider", "UIPageViewController",
            "UIPageViewControllerDataSource", "UIPageViewControllerDelegate",
            // Bars, appearances, effects, pasteboard and drawing (s53).
            "UIBarAppearance", "UINavigationBarAppearance", "UIToolbarAppearance", "UITabBarAppearance",
            "UIBarButtonItemAppearance", "UIBarButtonItemStateAppearance", "UITabBarItemAppearance",
            "UITabBarItemStateAppearance", "UIOffset", "UIVisualEffect", "UIBlurEffect", "UIVibrancyEffect",
            "UIVibrancyEffectStyle", "UIVisualEffectView", "UIDatePickerStyle", "UIPasteboard",
            "UIGraphicsRendererFormat", "UIGraphicsImageRendererFormat", "UIGraphicsRendererContext",
            "UIGraphicsImageRendererContext", "UIGraphicsImageRenderer", "UIBezierPath", "UIRectCorner",
            "CAShapeLayer", "CAGradientLayer", "CAShapeLayerLineCap", "CAShapeLayerLineJoin", "CAShapeLayerFillRule",
            "CAGradientLayerType", "CAAnimation", "CAPropertyAnimation", "CABasicAnimation", "CAAnimationDelegate",
            "CAMediaTimingFunction", "CAMediaTimingFunctionName", "CAMediaTimingFillMode",
            // An app's lifecycle: its delegates, scenes and the device (s53).
            "UIApplicationDelegate", "UIScene", "UIWindowScene", "UISceneSession", "UISceneConfiguration",
            "UISceneDelegate", "UIWindowSceneDelegate", "UIOpenURLContext", "UIApplicationShortcutItem",
            "NSUserActivity", "UIDevice", "UIDeviceOrientation", "UIBackgroundTaskIdentifier",
            "UIBackgroundFetchResult", "UIUserActivityRestoring", "NSUserActivityTypeBrowsingWeb",
            // System controllers (s53).
            "UISplitViewController", "UISplitViewControllerDelegate", "UIActivity", "UIActivityItemSource",
            "UIActivityViewController", "UIImagePickerController", "UIImagePickerControllerDelegate",
            "UIDocumentPickerViewController", "UIDocumentPickerDelegate", "UIDocumentPickerMode",
            "UIColorPickerViewController", "UIColorPickerViewControllerDelegate",
            // Appearance proxies (s54).
            "UIAppearance", "UIAppearanceContainer",
            // Collection controllers, custom transitions, segues (s54).
            "UICollectionViewController", "UIFontPickerViewController", "UIFontPickerViewControllerDelegate",
            "UINib", "UIStoryboardSegue", "UITableViewRowAction", "UIPopoverPresentationControllerDelegate",
            "UIPercentDrivenInteractiveTransition", "UITransitionContextViewControllerKey", "UITransitionContextViewKey",
            "UIViewControllerAnimatedTransitioning", "UIViewControllerContextTransitioning",
            "UIViewControllerInteractiveTransitioning", "UIViewControllerTransitioningDelegate",
            "UIViewImplicitlyAnimating",
            // Attributed text, text input, cells' states and interactions (s54; Foundation's
            // NSParagraphStyle, NSShadow, NSTextAttachment and NSItemProvider Linux lacks).
            "NSParagraphStyle", "NSMutableParagraphStyle", "NSShadow", "NSTextAttachment", "NSUnderlineStyle",
            "NSWritingDirection", "UIFontDescriptor", "NSItemProvider", "NSItemProviderReading", "NSItemProviderWriting",
            "UITextInputTraits", "UIKeyInput", "UITextInput", "UITextPosition", "UITextRange", "UITextLayoutDirection",
            "UITextStorageDirection", "UISearchTextField", "UISearchToken", "UICommand", "UICommandAlternate",
            "UIKeyCommand", "UIKeyModifierFlags", "UIBackgroundConfiguration", "UIContentUnavailableConfiguration",
            "UIContentUnavailableConfigurationState", "UIContentUnavailableView", "UICollectionViewLayoutAttributes",
            "UICollectionViewLayoutInvalidationContext", "NSDiffableDataSourceSectionSnapshot", "UIBarButtonItemGroup",
            "UIInteraction", "UIContextMenuInteraction", "UIContextMenuInteractionDelegate",
            "UIContextMenuInteractionAnimating", "UIEditMenuInteraction", "UIEditMenuInteractionDelegate",
            "UIEditMenuConfiguration", "UIEditMenuArrowDirection", "UIToolTipInteraction", "UIPointerInteraction",
            "UIPointerInteractionDelegate", "UIDragItem", "UIDragDropSession", "UIDragSession", "UIDropSession",
            "UIDropOperation", "UIDropProposal", "UIDragInteraction", "UIDragInteractionDelegate", "UIDropInteraction",
            "UIDropInteractionDelegate", "UIAccessibilityElement", "UIAccessibilityCustomAction", "UIDynamicItem",
            "UIDynamicAnimator", "UIDynamicAnimatorDelegate", "UIDynamicBehavior", "UIGravityBehavior",
            "UICollisionBehavior", "UIPushBehavior", "UIDynamicItemBehavior", "UISnapBehavior",
            "UIDocumentInteractionController", "UIDocumentInteractionControllerDelegate", "UIPrintInfo",
            "UIPrintFormatter", "UISimpleTextPrintFormatter", "UIMarkupTextPrintFormatter",
            "UIPrintInteractionController", "UITextChecker", "UICalendarView", "UICalendarViewDelegate",
            "UICalendarSelection", "UICalendarSelectionSingleDate", "UICalendarSelectionSingleDateDelegate",
            "UICalendarSelectionMultiDate", "UICalendarSelectionMultiDateDelegate",
        ],
    ]

    /// `public`/`open` declarations at the top level of a module's sources (not nested: those
    /// start indented), attributes allowed before them.
    static func topLevelNames(module: String) throws -> Set<String> {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/\(module)")
        let pattern = try NSRegularExpression(pattern:
            #"^(?:@\w+(?:\([^)]*\))? +)*(?:public|open) +(?:final +)?(?:class|struct|enum|protocol|typealias|func|let|var|actor) +(\w+)"#,
            options: .anchorsMatchLines)
        var names: Set<String> = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { names.insert(String(text[range])) }
            }
        }
        return names
    }

    func testEachStandInDeclaresOnlyItsOriginalsNames() throws {
        for (module, allowed) in Self.allowed.sorted(by: { $0.key < $1.key }) {
            let declared = try Self.topLevelNames(module: module).filter { !$0.hasPrefix("_") }
            XCTAssertFalse(declared.isEmpty, "no sources found for \(module)")
            XCTAssertEqual(declared.subtracting(allowed).sorted(), [], "\(module) declares names its original does not")
        }
    }
}
