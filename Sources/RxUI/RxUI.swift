// RxUI: rxs's own part of a screen, by name — the session's window, environment and screen
// registry, element ids and snapshots, the sections helpers — over rxs's headless UIKit, with
// RxSwift, RxRelay, RxCocoa and UIKit re-exported. Your command's main.swift and a view
// controller that uses rxs's screen API (`init(environment:)`, `elements`) import it; your
// ViewModels need only RxSwift and RxCocoa.
//
// UIKit's `UIViewController` has only iOS's names (rxs's own are underscored there), so a
// controller written as iOS code builds as it is; `ViewController` (ViewController.swift) is
// rxs's own base with the friendly ones.
//
// The types live in UIKit under underscored names (see UIKit.swift there); the names below are
// the ones to use. The 0.2 names of the UIKit classes (`Button`, `Label`, …) stay too.
@_exported import Foundation
@_exported import RxCocoa
@_exported import RxRelay
@_exported import RxSwift
@_exported import UIKit

public typealias View = UIKit.UIView
public typealias Control = UIKit.UIControl
public typealias Label = UIKit.UILabel
public typealias Button = UIKit.UIButton
public typealias TextField = UIKit.UITextField
public typealias SearchBar = UIKit.UISearchBar
public typealias ImageView = UIKit.UIImageView
public typealias TableView = UIKit.UITableView
public typealias TableViewCell = UIKit.UITableViewCell
public typealias RefreshControl = UIKit.UIRefreshControl
public typealias NavigationStack = UIKit.UINavigationController
public typealias Alert = UIKit.UIAlertController
public typealias AlertAction = UIKit.UIAlertAction
public typealias TableViewDataSource = UIKit.UITableViewDataSource
public typealias WebView = UIKit._WebView
public typealias AlertSnapshot = UIKit._AlertSnapshot
public typealias CollectionViewSectionedDataSource = UIKit._CollectionViewSectionedDataSource
public typealias ColorPolicy = UIKit._ColorPolicy
public typealias DiffRenderer = UIKit._DiffRenderer
public typealias ElementKind = UIKit._ElementKind
public typealias ElementSnapshot = UIKit._ElementSnapshot
public typealias Environment = UIKit._Environment
public typealias EnvironmentKey = UIKit._EnvironmentKey
public typealias GesturePerformance = UIKit._GesturePerformance
public typealias GestureRequest = UIKit._GestureRequest
public typealias HTMLRenderer = UIKit._HTMLRenderer
public typealias HUD = UIKit._HUD
public typealias JSONRenderer = UIKit._JSONRenderer
public typealias JSONWriter = UIKit._JSONWriter
public typealias NetworkActivityIndicator = UIKit._NetworkActivityIndicator
public typealias Opener = UIKit._Opener
public typealias PathError = UIKit._PathError
public typealias RowNotFound = UIKit._RowNotFound
public typealias RowSnapshot = UIKit._RowSnapshot
public typealias RxCollectionViewReactiveArrayDataSource = UIKit._RxCollectionViewReactiveArrayDataSource
public typealias RxCollectionViewSectionedReloadDataSource = UIKit._RxCollectionViewSectionedReloadDataSource
public typealias RxTableViewReactiveArrayDataSource = UIKit._RxTableViewReactiveArrayDataSource
public typealias RxTableViewSectionedReloadDataSource = UIKit._RxTableViewSectionedReloadDataSource
public typealias Screen = UIKit._Screen
public typealias ScreenDisposeBag = UIKit._ScreenDisposeBag
public typealias ScreenRegistry = UIKit._ScreenRegistry
public typealias ScreenSnapshot = UIKit._ScreenSnapshot
public typealias SectionModel = UIKit._SectionModel
public typealias SectionModelType = UIKit._SectionModelType
public typealias SeededRandomSource = UIKit._SeededRandomSource
public typealias Snapshot = UIKit._Snapshot
public typealias SnapshotChange = UIKit._SnapshotChange
public typealias SnapshotDiff = UIKit._SnapshotDiff
public typealias SnapshotPath = UIKit._SnapshotPath
public typealias SnapshotRenderer = UIKit._SnapshotRenderer
public typealias SnapshotValue = UIKit._SnapshotValue
public typealias ModalSnapshot = UIKit._ModalSnapshot
public typealias Storyboard = UIKit._Storyboard
public typealias ViewControllerMessage = UIKit._ViewControllerMessage
public typealias TableViewSectionedDataSource = UIKit._TableViewSectionedDataSource
public typealias TextRenderer = UIKit._TextRenderer
public typealias TouchScript = UIKit._TouchScript
public typealias UserInputError = UIKit._UserInputError
public typealias ViewElement = UIKit._ViewElement
public typealias Window = UIKit._Window
