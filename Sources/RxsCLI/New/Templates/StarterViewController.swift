extension StarterTemplates {
    /// `Sources/NAME/HelloViewController.swift`: the controls, with the ids flows address,
    /// bound to the ViewModel and nothing else.
    static func viewController(_ starter: Starter) -> String {
        #"""
        import RxCocoa
        import RxSwift
        import RxUI
        import UIKit

        /// The `hello` screen: a name field, a Greet button and the greeting. It only binds;
        /// the logic is HelloViewModel's. Each control's id is what flows address
        /// (`type nameField Ann`, `tap greetButton`, `expect greetingLabel.text == …`).
        public final class HelloViewController: ViewController {
            let nameField = UITextField(id: "nameField", placeholder: "Your name")
            let greetButton = UIButton(id: "greetButton", title: "Greet")
            let greetingLabel = UILabel(id: "greetingLabel", text: "")
            private let disposeBag = DisposeBag()

            public init(environment: Environment) {
                super.init(name: "hello", environment: environment)
                title = "Hello"
            }

            public override var elements: [any ViewElement] { [nameField, greetButton, greetingLabel] }

            public override func viewDidLoad() {
                super.viewDidLoad()
                let viewModel = HelloViewModel(name: nameField.rx.text.orEmpty.asObservable(),
                                               greetTaps: greetButton.rx.tap.asObservable())
                viewModel.canGreet.drive(greetButton.rx.isEnabled).disposed(by: disposeBag)
                viewModel.greeting.drive(greetingLabel.rx.text).disposed(by: disposeBag)
            }
        }

        """#
    }
}
