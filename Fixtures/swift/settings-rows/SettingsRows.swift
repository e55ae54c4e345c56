import SwiftUI

struct Setting: Identifiable {
    let id: Int
    var title: String
    var icon: String
    var tint: Color
    var detail: String? = nil
}

let settings = [
    Setting(id: 1, title: "Wi-Fi", icon: "wifi", tint: .blue, detail: "Home"),
    Setting(id: 2, title: "Bluetooth", icon: "bluetooth", tint: .blue, detail: "On"),
    Setting(id: 3, title: "Notifications", icon: "bell", tint: .red),
    Setting(id: 4, title: "Focus", icon: "moon", tint: .indigo),
]

struct SettingsRow: View {
    let setting: Setting

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 6)
                .fill(setting.tint)
                .frame(width: 28, height: 28)
            Text(setting.title)
            Spacer()
            if let detail = setting.detail {
                Text(detail)
                    .foregroundStyle(.secondary)
            }
            Image(systemName: "chevron.right")
                .foregroundStyle(.tertiary)
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
    }
}

struct SettingsList: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(settings) { setting in
                SettingsRow(setting: setting)
                if setting.id != settings.last?.id {
                    Divider().padding(.leading, 56)
                }
            }
        }
        .background(Color(.secondarySystemGroupedBackground))
        .cornerRadius(10)
        .padding()
        .background(Color(.systemGroupedBackground))
        .onAppear { print("shown") }
    }
}

#Preview("Settings", traits: .sizeThatFitsLayout) {
    SettingsList()
}
