// RxsShell: everything `rxs` is — the REPL, `run`, `test` and every option — for your own
// screens, with one import. It re-exports what a screen and its ViewModel need: RxCore (the
// RxSwift API), RxUI (the headless RxCocoa: controls, Driver, bindings, ViewController),
// APIClient (requests, fixtures, live HTTP), Phone (`Device`, `environment.services`) and
// RxURLSession (`URLSession.rx`). Test frameworks are not part of it: a test target adds the
// `RxTestKit` product (RxTest's API) beside it.
//
//     import Foundation
//     import RxsShell
//     var screens = ScreenRegistry()
//     screens.register("login") { LoginViewController(environment: $0) }
//     exit(RxsMain.run(arguments: Array(CommandLine.arguments.dropFirst()),
//                      environment: ProcessInfo.processInfo.environment, screens: screens))

@_exported import APIClient
@_exported import Phone
@_exported import RxCore
@_exported import RxUI
@_exported import RxURLSession
@_exported import RxsCLI
@_exported import RxsRunner
@_exported import RxsScript
@_exported import RxsSession
