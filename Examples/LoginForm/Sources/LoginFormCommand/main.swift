import LoginForm
import Foundation
import RxsShell

var screens = ScreenRegistry()
screens.register("login") { LoginViewController(environment: $0) }
exit(RxsMain.run(arguments: Array(CommandLine.arguments.dropFirst()),
                 environment: ProcessInfo.processInfo.environment, screens: screens, cassettes: LoginFixtures.folder))
