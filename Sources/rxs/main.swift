import Apps
import Foundation
import Shell

// Shell and Apps only (not RxsShell, which re-exports RxTestKit for tests): rxs loads no XCTest.
exit(RxsMain.run(arguments: Array(CommandLine.arguments.dropFirst()),
                 environment: ProcessInfo.processInfo.environment, screens: AppCatalog.registry))
