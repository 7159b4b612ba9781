// RxsShell: everything `rxs` is — the REPL, `run`, `test` and every option — for your own
// screens, with one import, for the file that registers them (your command's main.swift). It
// re-exports RxSwift, RxRelay, RxCocoa (with `URLSession.rx`) and UIKit (rxs's headless UIKit),
// RxUI (the screens, window and snapshots behind them), APIClient (requests, fixtures, live
// HTTP) and Phone (`Device`, `environment.services`). Your ViewModels and view controllers
// import RxSwift, RxCocoa and UIKit, as on iOS. Test frameworks are not part of it: a test
// target adds the `RxTest` product beside it.
//
//     import Foundation
//     import RxsShell
//     var screens = ScreenRegistry()
//     screens.register("login") { LoginViewController(environment: $0) }
//     exit(RxsMain.run(arguments: Array(CommandLine.arguments.dropFirst()),
//                      environment: ProcessInfo.processInfo.environment, screens: screens))

@_exported import APIClient
@_exported import Phone
@_exported import RxCocoa
@_exported import RxRelay
@_exported import RxSwift
@_exported import RxUI
@_exported import RxsCLI
@_exported import RxsRunner
@_exported import RxsScript
@_exported import RxsSession
@_exported import UIKit
