extension StarterTemplates {
    /// `Sources/NAME/HelloViewModel.swift`: the screen's logic in RxSwift style.
    static func viewModel(_ starter: Starter) -> String {
        #"""
        import Foundation
        import RxCocoa
        import RxSwift

        /// The hello screen's logic, as an RxSwift ViewModel: Observables in, Drivers out.
        /// It knows nothing of the controls, so a test drives it with a TestScheduler.
        public final class HelloViewModel {
            /// Greet is enabled once the name has more than blanks.
            public let canGreet: Driver<Bool>
            /// "Hello, <name>!" for each tap of Greet.
            public let greeting: Driver<String>

            public init(name: Observable<String>, greetTaps: Observable<Void>) {
                let name = name.map { $0.trimmingCharacters(in: .whitespaces) }
                canGreet = name
                    .map { !$0.isEmpty }
                    .distinctUntilChanged()
                    .asDriver(onErrorJustReturn: false)
                greeting = greetTaps
                    .withLatestFrom(name)
                    .map { "Hello, \($0)!" }
                    .asDriver(onErrorJustReturn: "")
            }
        }

        """#
    }
}
