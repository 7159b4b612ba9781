import RxCocoa
import RxSwift
import UIKit
import XCTest

/// As RxCocoa tests `UIPickerView+Rx`: the adapters, the selection and the models.
final class UIPickerViewRxTests: XCTestCase {
    func testItemTitlesFillTheFirstComponent() {
        MainActor.assumeIsolated { () -> Void in
            let picker = UIPickerView(frame: .zero)
            let bag = DisposeBag()
            Observable.just(["Small", "Large"]).bind(to: picker.rx.itemTitles) { _, title in title.uppercased() }.disposed(by: bag)
            XCTAssertEqual(picker.numberOfComponents, 1)
            XCTAssertEqual(picker.numberOfRows(inComponent: 0), 2)
            XCTAssertEqual(picker.delegate?.pickerView(picker, titleForRow: 1, forComponent: 0), "LARGE")
        }
    }

    func testItemAttributedTitlesAndViews() {
        MainActor.assumeIsolated { () -> Void in
            let attributed = UIPickerView(frame: .zero)
            let viewed = UIPickerView(frame: .zero)
            let bag = DisposeBag()
            Observable.just([1, 2]).bind(to: attributed.rx.itemAttributedTitles) { _, number in NSAttributedString(string: "\(number)") }
                .disposed(by: bag)
            Observable.just(["x"]).bind(to: viewed.rx.items) { _, title, _ in
                let label = UILabel(frame: .zero)
                label.text = title
                return label
            }
            .disposed(by: bag)
            XCTAssertEqual(attributed.delegate?.pickerView(attributed, attributedTitleForRow: 1, forComponent: 0)?.string, "2")
            XCTAssertEqual(attributed._elementSnapshot().properties["title"], .string("1"))
            XCTAssertEqual(viewed._elementSnapshot().properties["title"], .string("x"))
        }
    }

    func testItemSelectedAndModelSelected() {
        MainActor.assumeIsolated { () -> Void in
            let picker = UIPickerView(frame: .zero)
            var picks: [String] = []
            var models: [[Int]] = []
            let bag = DisposeBag()
            Observable.just([10, 20, 30]).bind(to: picker.rx.itemTitles) { _, number in "\(number)" }.disposed(by: bag)
            picker.rx.itemSelected.subscribe(onNext: { picks.append("\($0.row)/\($0.component)") }).disposed(by: bag)
            picker.rx.modelSelected(Int.self).subscribe(onNext: { models.append($0) }).disposed(by: bag)
            picker.selectRow(2, inComponent: 0, animated: false)
            picker.delegate?.pickerView(picker, didSelectRow: 2, inComponent: 0)
            XCTAssertEqual(picks, ["2/0"])
            XCTAssertEqual(models, [[30]])
        }
    }

    func testItemSelectedCompletesWhenThePickerGoes() {
        MainActor.assumeIsolated { () -> Void in
            var completed = false
            autoreleasepool {
                var picker: UIPickerView? = UIPickerView(frame: .zero)
                _ = picker?.rx.itemSelected.subscribe(onCompleted: { completed = true })
                picker = nil
            }
            XCTAssertTrue(completed)
        }
    }

    func testADataSourceAndDelegateOfTheAppsOwnWithTwoComponents() {
        MainActor.assumeIsolated { () -> Void in
            final class Sizes: UIPickerViewDataSource, UIPickerViewDelegate {
                func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
                func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? 3 : 2 }
                func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
                    component == 0 ? ["S", "M", "L"][row] : ["red", "blue"][row]
                }
            }
            let picker = UIPickerView(frame: .zero)
            let sizes = Sizes()
            picker.dataSource = sizes
            picker.delegate = sizes
            picker.selectRow(1, inComponent: 0, animated: false)
            picker.selectRow(1, inComponent: 1, animated: false)
            XCTAssertEqual(picker._elementSnapshot().properties["title"], .string("M, blue"))
            XCTAssertEqual(picker._elementSnapshot().properties["selected"], .string("1,1"))
        }
    }
}
