import SwiftUI

/// A profile card as an app writes it: an avatar, a name and a role, a trailing badge.
struct ProfileCard: View {
    var name: String
    var role: String = "Engineer"
    var isOnline = true

    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(.teal)
                .frame(width: 48, height: 48)
                .overlay(alignment: .bottomTrailing) {
                    if isOnline {
                        Circle()
                            .fill(.green)
                            .frame(width: 12, height: 12)
                    }
                }
            VStack(alignment: .leading, spacing: 4) {
                Text(name)
                    .font(.headline)
                Text(role)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
        .background(Color(.secondarySystemBackground))
        .cornerRadius(12)
    }
}

#Preview("Card", traits: .fixedLayout(width: 320, height: 120)) {
    ProfileCard(name: "Taylor")
        .padding()
}
