import Foundation
import RxCocoa
import RxSwift

struct Contact: Equatable {
    let id: Int
    let name: String
    let email: String
    var isFavorite: Bool
}

struct ContactSection {
    let title: String
    let contacts: [Contact]
}

final class ContactsViewModel {
    struct Input {
        let searchText: Observable<String>
        let refresh: Observable<Void>
        let deleteContact: Observable<Contact>
        let toggleFavorite: Observable<Contact>
    }

    struct Output {
        let sections: Driver<[ContactSection]>
        let isLoading: Driver<Bool>
        let emptyMessage: Driver<String?>
    }

    private let contacts = BehaviorRelay<[Contact]>(value: [
        Contact(id: 1, name: "Ada Lovelace", email: "ada@example.com", isFavorite: true),
        Contact(id: 2, name: "Alan Turing", email: "alan@example.com", isFavorite: false),
        Contact(id: 3, name: "Grace Hopper", email: "grace@example.com", isFavorite: false),
        Contact(id: 4, name: "Edsger Dijkstra", email: "edsger@example.com", isFavorite: true),
    ])
    private let loading = BehaviorRelay<Bool>(value: false)
    private let disposeBag = DisposeBag()

    func transform(input: Input) -> Output {
        input.deleteContact
            .withLatestFrom(contacts) { deleted, all in all.filter { $0.id != deleted.id } }
            .bind(to: contacts)
            .disposed(by: disposeBag)

        input.toggleFavorite
            .withLatestFrom(contacts) { toggled, all in
                all.map { contact in
                    var copy = contact
                    if contact.id == toggled.id { copy.isFavorite.toggle() }
                    return copy
                }
            }
            .bind(to: contacts)
            .disposed(by: disposeBag)

        input.refresh
            .do(onNext: { [loading] in loading.accept(true) })
            .delay(.milliseconds(300), scheduler: MainScheduler.instance)
            .subscribe(onNext: { [loading] in loading.accept(false) })
            .disposed(by: disposeBag)

        let query = input.searchText
            .debounce(.milliseconds(250), scheduler: MainScheduler.instance)
            .distinctUntilChanged()
            .startWith("")

        let sections = Observable.combineLatest(contacts, query) { all, query -> [ContactSection] in
            let matching = query.isEmpty ? all : all.filter { $0.name.localizedCaseInsensitiveContains(query) }
            let favorites = matching.filter { $0.isFavorite }
            let others = matching.filter { !$0.isFavorite }
            return [
                ContactSection(title: "Favorites", contacts: favorites),
                ContactSection(title: "All Contacts", contacts: others),
            ].filter { !$0.contacts.isEmpty }
        }
        .asDriver(onErrorJustReturn: [])

        let emptyMessage = sections.map { $0.isEmpty ? "No contacts" : nil }

        return Output(sections: sections,
                      isLoading: loading.asDriver(),
                      emptyMessage: emptyMessage)
    }
}
