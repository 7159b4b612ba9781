import Foundation
import RxSwift
import RxUI

/// The `settings` screen: a form of switches, a slider, a stepper, a segmented control, a
/// date picker, a picker and a name field over a table of what is set; tapping the screen
/// dismisses the keyboard, as the UIKit idiom does with a `UITapGestureRecognizer`. A swipe
/// clears the status, a long press changes the avatar, the page control turns tips, and
/// Reset (a bar button, enabled once the form is scrolled) scrolls back to the top.
final class SettingsViewController: ViewController {

    let notifications = UISwitch(id: "notifications", isOn: true)
    let volume = UISlider(id: "volume", value: 0.5)
    let fontSize = UIStepper(id: "fontSize", value: 14)
    let theme = UISegmentedControl(id: "theme", items: SettingsViewModel.themes)
    let reminder = UIDatePicker(id: "reminder", date: Date(timeIntervalSince1970: 1_798_070_400))
    let nameField = UITextField(id: "name", placeholder: "your name")
    let summary = UILabel(id: "summary")
    let table = UITableView(id: "table")
    let save = UIButton(id: "save", title: "Save")
    let status = UILabel(id: "status")
    let language = UIPickerView(id: "language")
    let bio = UITextView(id: "bio")
    let storage = UIProgressView(id: "storage")
    let tips = UIPageControl(id: "tips")
    let tip = UILabel(id: "tip")
    let avatar = UIImageView(id: "avatar", image: UIImage(named: "avatar-default"))
    let form = UIScrollView(id: "form", contentHeight: 1600)
    let reset = UIBarButtonItem(id: "reset", title: "Reset")
    private let dismissKeyboard = UITapGestureRecognizer()
    private let clearStatus = UISwipeGestureRecognizer()
    private let changeAvatar = UILongPressGestureRecognizer()

    init(environment: Environment) {
        super.init(name: "form", environment: environment)
        title = "Settings"
    }

    override var elements: [any ViewElement] {
        [reset, notifications, volume, fontSize, theme, reminder, language, nameField, bio, avatar, storage, summary,
         table, save, status, tip, tips, form]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        fontSize.minimumValue = 10
        fontSize.maximumValue = 20
        fontSize.stepValue = 2
        theme.selectedSegmentIndex = 0
        reminder.datePickerMode = .date
        view.addGestureRecognizer(dismissKeyboard)
        clearStatus.direction = .left
        // A label and an image view take touches only when told to, as in UIKit.
        status.isUserInteractionEnabled = true
        status.addGestureRecognizer(clearStatus)
        avatar.isUserInteractionEnabled = true
        avatar.addGestureRecognizer(changeAvatar)
        tips.numberOfPages = 3
        navigationItem.rightBarButtonItem = reset

        let viewModel = SettingsViewModel(input: SettingsViewModel.Input(
            notifications: notifications.rx.isOn.asDriver(),
            volume: volume.rx.value.asDriver(),
            fontSize: fontSize.rx.value.asDriver(),
            theme: theme.rx.selectedSegmentIndex.asDriver(),
            reminder: reminder.rx.date.asDriver(),
            name: nameField.rx.text.orEmpty.asDriver(),
            saveTaps: save.rx.tap.asSignal()
        ))

        viewModel.summary.drive(summary.rx.text).disposed(by: disposeBag)
        viewModel.canSave.drive(save.rx.isEnabled).disposed(by: disposeBag)
        viewModel.volumeEnabled.drive(volume.rx.isEnabled).disposed(by: disposeBag)
        viewModel.volumeEnabled.map { $0 ? 1 : 0.4 }.drive(volume.rx.alpha).disposed(by: disposeBag)
        viewModel.saved.emit(to: status.rx.text).disposed(by: disposeBag)
        let dataSource = RxTableViewSectionedReloadDataSource<SectionModel<String, String>>(
            configureCell: { _, tableView, indexPath, item in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
                cell.textLabel?.text = item
                return cell
            },
            titleForHeaderInSection: { dataSource, section in dataSource[section].model })
        viewModel.sections
            .map { $0.map { SectionModel(model: $0.header, items: $0.items) } }
            .drive(table.rx.items(dataSource: dataSource))
            .disposed(by: disposeBag)
        table.rx.modelSelected(String.self)
            .map { "Selected \($0)" }
            .bind(to: status.rx.text)
            .disposed(by: disposeBag)
        Observable.just(SettingsViewModel.languages)
            .bind(to: language.rx.itemTitles) { _, language in language }
            .disposed(by: disposeBag)
        language.rx.modelSelected(String.self)
            .map { "Language: \($0.joined())" }
            .bind(to: status.rx.text)
            .disposed(by: disposeBag)
        bio.rx.text.orEmpty
            .map { Float(min($0.count, 40)) / 40 }
            .bind(to: storage.rx.progress)
            .disposed(by: disposeBag)
        clearStatus.rx.event
            .map { _ in nil }
            .bind(to: status.rx.text)
            .disposed(by: disposeBag)
        changeAvatar.rx.event
            .map { _ in UIImage(named: "avatar-camera") }
            .bind(to: avatar.rx.image)
            .disposed(by: disposeBag)
        tips.rx.currentPage
            .map { SettingsViewModel.tips[$0 % SettingsViewModel.tips.count] }
            .bind(to: tip.rx.text)
            .disposed(by: disposeBag)
        form.rx.contentOffset
            .map { $0.y > 0 }
            .distinctUntilChanged()
            .bind(to: reset.rx.isEnabled)
            .disposed(by: disposeBag)
        reset.rx.tap
            .subscribe(onNext: { [weak self] in self?.form.setContentOffset(.zero, animated: true) })
            .disposed(by: disposeBag)
        dismissKeyboard.rx.event
            .subscribe(onNext: { [weak self] _ in self?.view.endEditing(true) })
            .disposed(by: disposeBag)
    }
}
