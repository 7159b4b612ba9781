import Foundation
import RxsShell
import SignUp

var screens = ScreenRegistry()
screens.register("signup") { SignUpViewController(environment: $0) }
exit(RxsMain.run(arguments: Array(CommandLine.arguments.dropFirst()),
                 environment: ProcessInfo.processInfo.environment, screens: screens, cassettes: SignUpCassettes.folder))
