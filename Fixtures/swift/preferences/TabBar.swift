import SwiftUI

// Seed 002, "锚点": the underlined tab bar as the article writes it, with the second tab selected. Each tab sends
// its bounds up as an anchor when it is the selected one; the overlay resolves the anchor in its own space.

struct BoundsKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

struct TabBar: View {
    let tabs: [Text] = [Text("World Clock"), Text("Alarm"), Text("Bedtime")]
    @State var selectedTabIndex = 1
    var body: some View {
        HStack {
            ForEach(tabs.indices) { tabIndex in
                Button(action: { self.selectedTabIndex = tabIndex },
                       label: { self.tabs[tabIndex] })
                .anchorPreference(key: BoundsKey.self, value: .bounds, transform: { anchor in
                    self.selectedTabIndex == tabIndex ? anchor : nil
                })
            }
        }
        .overlayPreferenceValue(BoundsKey.self) { anchor in
            GeometryReader { proxy in
                Rectangle()
                    .fill(Color.accentColor)
                    .frame(width: proxy[anchor!].width, height: 2)
                    .offset(x: proxy[anchor!].minX)
                    .frame(width: proxy.size.width, height: proxy.size.height,
                           alignment: .bottomLeading)
                    .animation(.default)
            }
        }
    }
}

#Preview("Alarm", traits: .fixedLayout(width: 300, height: 80)) {
    TabBar()
}
