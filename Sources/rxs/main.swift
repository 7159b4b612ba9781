import Apps
import RxsShell

exit(RxsMain.run(arguments: Array(CommandLine.arguments.dropFirst()),
                 environment: ProcessInfo.processInfo.environment, screens: AppCatalog.registry))
