import SwiftUI

struct ContentView: View {
    var body: some View {
        TabView {
            NavigationStack {
                Form {
                    Section {
                        Toggle("Airplane Mode", isOn: .constant(false))
                        NavigationLink(destination: EmptyView()) {
                            Text("Wi-Fi")
                            Spacer()
                            Text("Home").foregroundStyle(.secondary)
                        }
                        Toggle("Bluetooth", isOn: .constant(true))
                    }
                    Section("General") {
                        NavigationLink("About", destination: EmptyView())
                        NavigationLink("Software Update", destination: EmptyView())
                    }
                    Section(header: Text("Name"), footer: Text("Shown on your other devices.")) {
                        TextField("Device name", text: .constant("Taylor's iPhone"))
                    }
                    Section(header: Text("Storage"), footer: Text("Apps and their documents, largest first.")) {
                        NavigationLink("Photos", destination: EmptyView())
                        NavigationLink("Messages", destination: EmptyView())
                    }
                }
                .navigationTitle("Settings")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Text("Done").bold()
                    }
                }
            }
            .tabItem { Label("Settings", systemImage: "gear") }
            Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
            Text("Profile").tabItem { Label("Profile", systemImage: "person.crop.circle") }
        }
    }
}

// layoutviz: safe area 59, 0, 34, 0 (top, leading, bottom, trailing): --safe-area 59,0,34,0
#Preview(traits: .fixedLayout(width: 393, height: 852)) {
    ContentView()
}
