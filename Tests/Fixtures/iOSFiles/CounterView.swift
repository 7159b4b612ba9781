import RxCocoa
import RxSwift
import UIKit

/// The counter's controls: a tap button, a reset button and the count.
public final class CounterView: UIView {
    public let tapButton = UIButton(type: .system)
    public let resetButton = UIButton(type: .system)
    public let countLabel = UILabel()
    private let disposeBag = DisposeBag()

    public func bind(to viewModel: CounterViewModel) {
        viewModel.title.drive(countLabel.rx.text).disposed(by: disposeBag)
        viewModel.canReset.drive(resetButton.rx.isEnabled).disposed(by: disposeBag)
    }

    public var lastPosition: IndexPath { IndexPath(row: 0, section: 0) }
    public var spacing: CGFloat { 8 }
}
