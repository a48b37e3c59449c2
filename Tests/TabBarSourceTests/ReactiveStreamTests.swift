import Testing
import TabBarSpec

/// Tab lists a view model's stream delivers to the controller.
@Suite struct ReactiveStreamTests {
    private static func app(emitting map: String) -> FixtureApp {
        FixtureApp(["App/Home.swift": """
            import UIKit
            import RxSwift
            import RxCocoa
            enum HomeTab: Int {
                case garden, pond, shed
                var title: String {
                    switch self {
                    case .garden: return R.string.localizable.homeTabGardenTitle.key.localized()
                    case .pond: return "Pond"
                    case .shed: return "Shed"
                    }
                }
                func controller() -> UIViewController {
                    let vc = UINavigationController(rootViewController: UIViewController())
                    vc.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: "leaf"), tag: rawValue)
                    return vc
                }
            }
            final class HomeViewModel {
                struct Output { let tabs: Driver<[HomeTab]> }
                let signedIn: Bool
                init(signedIn: Bool) { self.signedIn = signedIn }
                func transform() -> Output {
                    let tabs = Observable.just(signedIn).map \(map).asDriver(onErrorJustReturn: [])
                    return Output(tabs: tabs)
                }
            }
            final class HomeController: UITabBarController {
                var viewModel: HomeViewModel?
                func bind() {
                    guard let viewModel = viewModel else { return }
                    let output = viewModel.transform()
                    output.tabs.delay(.milliseconds(50)).drive(onNext: { [weak self] tabs in
                        self?.setViewControllers(tabs.map { $0.controller() }, animated: false)
                    }).disposed(by: bag)
                }
            }
            """,
            "App/en.lproj/Localizable.strings": "\"home.tab.garden.title\" = \"Garden\";\n",
        ])
    }

    /// `Observable.just(signedIn).map { if … { return A } else { return B } }`,
    /// passed through `asDriver` and `delay` to `drive(onNext:)`: the longer
    /// list is the bar, its tabs the other leaves out under the condition.
    @Test func aListByBranchesOfTheMapClosure() throws {
        let app = Self.app(emitting: "{ (signedIn) -> [HomeTab] in if signedIn { return [.garden, .pond, .shed] } else { return [.pond, .shed] } }")
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Garden", "Pond", "Shed"])
        #expect(spec.symbols == ["leaf", "leaf", "leaf"])
        #expect(spec.tabs.map { $0.visibleWhen?.value } == ["signedIn", nil, nil])
        #expect(spec.unresolved.isEmpty)
    }

    /// A tab only the shorter list has (shown signed out) is there too,
    /// after the tab it follows in its list, under the other condition;
    /// the two variants never show together, so the bar is not judged as
    /// three tabs wide.
    @Test func aTabOnlyTheShorterListHasIsAVariantToo() throws {
        let app = Self.app(emitting: "{ (signedIn) -> [HomeTab] in if signedIn { return [.garden, .pond] } else { return [.pond, .shed] } }")
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Garden", "Pond", "Shed"])
        #expect(spec.tabs.map { $0.visibleWhen?.value } == ["signedIn", nil, "not (signedIn)"])
        let diagnostics = app.lint().flatMap(\.diagnostics)
        #expect(diagnostics.filter { $0.ruleID == "conditional-tab" }.count == 2)
        #expect(diagnostics.filter { $0.ruleID == "tab-count" }.map { String($0.message.prefix(19)) } == ["only 2 tabs on iOS,"])
    }

    /// A ternary in the closure reads the same way.
    @Test func aListByATernary() throws {
        let app = Self.app(emitting: "{ (signedIn) -> [HomeTab] in signedIn ? [.pond] : [.pond, .shed] }")
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Pond", "Shed"])
        #expect(spec.tabs.map { $0.visibleWhen?.value } == [nil, "not (signedIn)"])
    }
}
