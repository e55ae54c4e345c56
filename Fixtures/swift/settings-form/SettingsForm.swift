import SwiftUI

/// A settings screen as people write it: a NavigationStack around a Form of Sections (toggles, a text field,
/// navigation rows), a large title and a toolbar button (docs/semantics.md §11).
struct SettingsForm: View {
    @State private var name = "Taylor's iPhone"
    @State private var airplaneMode = false
    @State private var bluetooth = true
    let storage = ["Photos", "Messages", "Music"]

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Airplane Mode", isOn: $airplaneMode)
                    Toggle("Bluetooth", isOn: $bluetooth)
                }
                Section("Device name") {
                    TextField("Name", text: $name)
                }
                Section("General") {
                    NavigationLink("About") { Text("About") }
                    NavigationLink("Software Update") { Text("Update") }
                    HStack {
                        Text("Name")
                        Spacer()
                        Text(name)
                            .foregroundStyle(.secondary)
                    }
                }
                Section {
                    ForEach(storage, id: \.self) { item in
                        NavigationLink(destination: Text(item)) {
                            Text(item)
                        }
                    }
                } header: {
                    Text("Storage")
                } footer: {
                    Text("Apps and their documents, largest first.")
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Text("Done")
                        .bold()
                }
            }
        }
    }
}

#Preview("Settings") {
    SettingsForm()
}
