import SwiftUI

/// The app's sections, in the order the tab bar shows them.
enum AppTab: String, CaseIterable, Identifiable {
    case timeline, notifications, compose, explore, profile

    var id: String { rawValue }

    var title: LocalizedStringKey {
        switch self {
        case .timeline: "tab.timeline"
        case .notifications: "tab.notifications"
        case .compose: "tab.compose"
        case .explore: "tab.explore"
        case .profile: "tab.profile"
        }
    }

    var symbol: String {
        switch self {
        case .timeline: "rectangle.stack"
        case .notifications: "bell"
        case .compose: "square.and.pencil"
        case .explore: "safari"
        case .profile: "person.crop.circle"
        }
    }
}
