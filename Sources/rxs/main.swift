import Apps
import Foundation
import RxsCLI
import RxsRunner
import RxsScript
import RxsSession

// Shell and Apps only (not RxsShell): rxs loads no XCTest.
exit(RxsMain.run(arguments: Array(CommandLine.arguments.dropFirst()),
                 environment: ProcessInfo.processInfo.environment, screens: AppCatalog.registry,
                 services: AppCatalog.services))
