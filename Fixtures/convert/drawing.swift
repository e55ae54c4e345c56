import SwiftUI

struct ContentView: View {
    var body: some View {
        HStack(spacing: 24) {
            VStack(spacing: 10) {
                Color.indigo
                    .frame(width: 64, height: 64)
                    .overlay {
                        Text("AB")
                            .font(.system(size: 26, weight: .bold))
                            .foregroundColor(.white)
                    }
                    .clipShape(Circle())
                    .shadow(radius: 6, y: 3)
                Text("Avatar").font(.caption)
            }
            ZStack {
                RoundedRectangle(cornerRadius: 14, style: .continuous)
                    .fill(.white)
                    .frame(width: 120, height: 90)
                    .shadow(radius: 10, y: 5)
                Text("NEW")
                    .font(.system(size: 11, weight: .heavy))
                    .foregroundColor(.white)
                    .padding(.horizontal, 8)
                    .padding(.vertical, 3)
                    .background(.red)
                    .rotationEffect(.degrees(20))
                    .offset(x: 48, y: -36)
                    .zIndex(1)
                Text("Card").font(.headline)
            }
            Color.orange
                .frame(width: 100, height: 50)
                .mask { Text("Mask").font(.system(size: 30, weight: .black)) }
                .scaleEffect(1.2)
        }
    }
}

#Preview(traits: .fixedLayout(width: 340, height: 200)) {
    ContentView()
}
