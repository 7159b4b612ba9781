extension StarterTemplates {
    /// `Sources/NAMECommand/main.swift`: the whole command, three lines over the screens.
    static func main(_ starter: Starter) -> String {
        #"""
        import \#(starter.name)
        import Foundation
        import RxsShell

        var screens = ScreenRegistry()
        screens.register("hello") { HelloViewController(environment: $0) }
        exit(RxsMain.run(arguments: Array(CommandLine.arguments.dropFirst()),
                         environment: ProcessInfo.processInfo.environment, screens: screens))

        """#
    }
}
