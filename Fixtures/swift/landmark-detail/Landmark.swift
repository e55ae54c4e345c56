import SwiftUI

struct Landmark {
    var name: String
    var park: String
    var state: String
    var description: String
    var coordinate: (latitude: Double, longitude: Double)

    static let turtleRock = Landmark(
        name: "Turtle Rock",
        park: "Joshua Tree National Park",
        state: "California",
        description: "Turtle Rock is a large rock formation in the park, named for its shape.",
        coordinate: (latitude: 34.011_286, longitude: -116.166_868))
}

struct CircleImage: View {
    var size: CGFloat

    var body: some View {
        Circle()
            .fill(Color.brown)
            .frame(width: size, height: size)
            .overlay {
                Circle().stroke(.white, lineWidth: 4)
            }
            .shadow(radius: 7)
    }
}
