extension StarterTemplates {
    /// `README.md`: what the package is and what to do next.
    static func readme(_ starter: Starter) -> String {
        #"""
        # \#(starter.name)

        Your own screens in rxs (\#(GeneratedText.markdownCode(starter.rxsReference))): a ViewModel in RxSwift style
        (Observables in, Drivers out), a ViewController that only binds, and the whole rxs shell
        — REPL, `run`, `test` — on them.

        ```sh
        swift run \#(starter.name) test flows/     # the flows against their golden transcripts
        swift run \#(starter.name)                 # the REPL: `open hello`, Tab completes the ids
        swift run \#(starter.name) run flows/\#(starter.name).rxs
        swift test                      # the ViewModel on a TestScheduler
        ```

        - `Sources/\#(starter.name)/HelloViewModel.swift` — the logic, with iOS's imports: `import RxSwift`
          and `import RxCocoa` (Observable, Driver, DisposeBag, …), so RxSwift code moves in as it is.
        - `Sources/\#(starter.name)/HelloViewController.swift` — the controls (their ids are what flows
          address) and the bindings; `import UIKit` is rxs's headless UIKit, `import RxUI` rxs's
          own part of a screen (`Environment`, the element ids).
        - `Sources/\#(starter.name)Command/main.swift` — registers the screens and runs the shell.
        - `flows/\#(starter.name).rxs` — a flow with its expected output as `#>` lines.
        - `Tests/\#(starter.name)Tests/` — RxTest-style tests of the ViewModel.

        Next:

        1. Add a screen: a ViewModel and a ViewController next to the hello ones, and one line in
           `main.swift`: `screens.register("login") { LoginViewController(environment: $0) }`.
        2. `swift run \#(starter.name) describe hello` lists a screen's element ids and paths.
        3. Write a flow in `flows/` (commands only), then `swift run \#(starter.name) test --update flows/`
           records its transcript; review it and commit it.
        4. Network: `environment.services.client` is the API client; requests are answered
           offline from cassettes (`swift run \#(starter.name) run --fixtures cassettes flows/…`) or
           live with `--live`. Declare each service with `ServiceDescription` (base URL and the
           variable that moves it, secrets and the header or query they are sent in) and pass
           them to `RxsMain.run(…, services: […])`: its secrets are then redacted everywhere.

        """#
    }
}
