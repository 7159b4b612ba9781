extension StarterTemplates {
    /// `flows/NAME.rxs`: a flow through the hello screen with its golden transcript (`#>`
    /// lines), which `NAME test flows/` checks line by line.
    static func flow(_ starter: Starter) -> String {
        #"""
        # The hello screen: Greet is enabled once a name is typed; a tap shows the greeting.
        # Each command's expected output follows it as #> lines; `swift run \#(starter.name) test flows/`
        # checks them and `swift run \#(starter.name) test --update flows/` accepts new output.

        open hello
        #> [0.000s] nav.depth: 0 → 1
        #> [0.000s] nav.screen: null → "hello"
        #> [0.000s] nav.title: null → "Hello"
        expect greetButton.enabled == false
        type nameField Ann
        #> [0.000s] nameField.editing: false → true
        #> [0.000s] nameField.text: "" → "Ann"
        #> [0.000s] greetButton.enabled: false → true
        tap greetButton
        #> [0.000s] greetingLabel.text: "" → "Hello, Ann!"
        expect greetingLabel.text == "Hello, Ann!"
        show
        #> ┌──────────────────────────────────────┐
        #> │ t=0.000s                             │
        #> │                Hello                 │
        #> ├──────────────────────────────────────┤
        #> │ [Ann|                              ] │
        #> │ ( Greet )                            │
        #> │ Hello, Ann!                          │
        #> └──────────────────────────────────────┘

        """#
    }
}
