import Foundation

// UIKit's names for RxUI's controls, so binding code and `Reactive` extensions written for
// UIKit compile unchanged (`extension Reactive where Base: UILabel`).

public typealias UIView = View
public typealias UIControl = Control
public typealias UILabel = Label
public typealias UIButton = Button
public typealias UITextField = TextField
public typealias UISearchBar = SearchBar
public typealias UIImageView = ImageView
public typealias UITableView = TableView
public typealias UITableViewCell = TableViewCell
public typealias UIRefreshControl = RefreshControl
public typealias UIViewController = ViewController
public typealias UINavigationController = NavigationStack
public typealias UIAlertController = Alert
public typealias UIAlertAction = AlertAction
