import SwiftUI

enum Priority: Int {
    case low = 1, medium, high

    var color: Color {
        switch self {
        case .low: .green
        case .medium: .orange
        case .high: .red
        }
    }
}

struct TaskItem: Identifiable {
    let id: Int
    var title: String
    var priority: Priority
    var done = false
}

@Observable
final class TaskStore {
    var tasks = [
        TaskItem(id: 1, title: "Write the layout", priority: .high),
        TaskItem(id: 2, title: "Review", priority: .medium, done: true),
        TaskItem(id: 3, title: "Ship", priority: .low),
    ]

    var remaining: Int { tasks.filter { !$0.done }.count }
}

struct TaskList: View {
    @State private var store = TaskStore()

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("\(store.remaining) of \(store.tasks.count) left")
                .font(.caption)
                .foregroundStyle(.secondary)
            ForEach(store.tasks) { task in
                HStack {
                    Rectangle()
                        .fill(task.priority.color)
                        .frame(width: 4, height: CGFloat(task.priority.rawValue) * 8 + 8)
                    Text(task.title)
                        .foregroundStyle(task.done ? .secondary : .primary)
                }
            }
        }
        .padding()
    }
}

#Preview("Tasks", traits: .sizeThatFitsLayout) {
    TaskList()
}
