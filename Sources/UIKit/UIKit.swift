// UIKit, headless: the classes iOS code builds its screens from, as rxs's RxUI implements them
// (no drawing; a session shows them as snapshots). A target that depends on product RxCocoa
// can `import UIKit`, as an iOS target never lists UIKit, and `UIKit.UIButton` resolves.
// This module names only UIKit's names, so it never collides with a community library; as
// on iOS, `import UIKit` makes Foundation visible (IndexPath, URL, CGFloat, NSRecursiveLock).
@_exported import Foundation
import RxUI

public typealias UIView = RxUI.UIView
public typealias UIControl = RxUI.UIControl
public typealias UILabel = RxUI.UILabel
public typealias UIButton = RxUI.UIButton
public typealias UITextField = RxUI.UITextField
public typealias UITextView = RxUI.UITextView
public typealias UISearchBar = RxUI.UISearchBar
public typealias UIImageView = RxUI.UIImageView
public typealias UISwitch = RxUI.UISwitch
public typealias UISlider = RxUI.UISlider
public typealias UIStepper = RxUI.UIStepper
public typealias UISegmentedControl = RxUI.UISegmentedControl
public typealias UIDatePicker = RxUI.UIDatePicker
public typealias UIPickerView = RxUI.UIPickerView
public typealias UIProgressView = RxUI.UIProgressView
public typealias UIPageControl = RxUI.UIPageControl
public typealias UIActivityIndicatorView = RxUI.UIActivityIndicatorView
public typealias UIScrollView = RxUI.UIScrollView
public typealias UIRefreshControl = RxUI.UIRefreshControl
public typealias UIBarButtonItem = RxUI.UIBarButtonItem
public typealias UINavigationItem = RxUI.UINavigationItem
public typealias UITabBar = RxUI.UITabBar
public typealias UITabBarItem = RxUI.UITabBarItem
public typealias UITabBarController = RxUI.UITabBarController
public typealias UITableView = RxUI.UITableView
public typealias UITableViewCell = RxUI.UITableViewCell
public typealias UITableViewDataSource = RxUI.TableViewDataSource
public typealias UICollectionView = RxUI.UICollectionView
public typealias UICollectionViewCell = RxUI.UICollectionViewCell
public typealias UICollectionViewDataSource = RxUI.UICollectionViewDataSource
public typealias UIViewController = RxUI.UIViewController
public typealias UINavigationController = RxUI.UINavigationController
public typealias UIAlertController = RxUI.UIAlertController
public typealias UIAlertAction = RxUI.UIAlertAction
public typealias UIGestureRecognizer = RxUI.UIGestureRecognizer
public typealias UITapGestureRecognizer = RxUI.UITapGestureRecognizer
public typealias UILongPressGestureRecognizer = RxUI.UILongPressGestureRecognizer
public typealias UIPanGestureRecognizer = RxUI.UIPanGestureRecognizer
public typealias UISwipeGestureRecognizer = RxUI.UISwipeGestureRecognizer
public typealias UIColor = RxUI.UIColor
public typealias UIFont = RxUI.UIFont
public typealias UIImage = RxUI.UIImage
public typealias UIEdgeInsets = RxUI.UIEdgeInsets
public typealias NSTextAlignment = RxUI.NSTextAlignment
public typealias CALayer = RxUI.CALayer
