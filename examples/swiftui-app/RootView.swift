import SwiftUI

struct RootView: View {
    @State private var selection: AppTab = .timeline
    @State private var isComposing = false
    let account: Account

    var body: some View {
        TabView(selection: $selection) {
            ForEach(AppTab.allCases) { tab in
                SectionView(tab: tab)
                    .tabItem { Label(tab.title, systemImage: tab.symbol) }
                    .tag(tab)
                    .badge(tab == .notifications ? account.unreadCount : 0)
            }
        }
        .onChange(of: selection) { oldValue, newValue in
            // The compose "tab" opens a sheet and puts the selection back.
            if newValue == .compose {
                selection = oldValue
                isComposing = true
            }
        }
        .sheet(isPresented: $isComposing) { ComposerView() }
    }
}

struct OnboardingView: View {
    var body: some View {
        // A page-style TabView is a carousel, not a tab bar: never reported.
        TabView {
            Text("Welcome").tabItem { Text("1") }
            Text("Follow people").tabItem { Text("2") }
        }
        .tabViewStyle(.page)
    }
}
