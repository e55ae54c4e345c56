import SwiftUI

/// The detail view of a Landmarks-style app. MapView is the app's own view (a MapKit wrapper) and is not in
/// these files: it renders as a placeholder with a warning.
struct LandmarkDetail: View {
    var landmark: Landmark

    var body: some View {
        ScrollView {
            MapView(coordinate: landmark.coordinate)
                .frame(height: 300)

            CircleImage(size: 200)
                .offset(y: -130)
                .padding(.bottom, -130)

            VStack(alignment: .leading) {
                Text(landmark.name)
                    .font(.title)

                HStack {
                    Text(landmark.park)
                    Spacer()
                    Text(landmark.state)
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)

                Divider()

                Text("About \(landmark.name)")
                    .font(.title2)
                Text(landmark.description)
            }
            .padding()
        }
        .navigationTitle(landmark.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

#Preview("Turtle Rock") {
    LandmarkDetail(landmark: Landmark.turtleRock)
}
