import SwiftUI

struct ContentView: View {
    var body: some View {
        TabView {
            NavigationStack {
                Form {
                    Section("General") {
                        NavigationLink("About", destination: EmptyView())
                        NavigationLink("Software Update", destination: EmptyView())
                        HStack {
                            Text("Name")
                            Spacer()
                            Text("Taylor's iPhone").foregroundStyle(.secondary)
                        }
                    }
                    Section(header: Text("Storage"), footer: Text("Apps and their documents, largest first.")) {
                        NavigationLink("Photos", destination: EmptyView())
                        NavigationLink("Messages", destination: EmptyView())
                        NavigationLink("Music", destination: EmptyView())
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
