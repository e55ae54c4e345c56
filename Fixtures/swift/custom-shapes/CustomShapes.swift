import SwiftUI

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct Pie: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.midY))
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2, startAngle: .degrees(-90), endAngle: .degrees(180), clockwise: false)
        path.closeSubpath()
        return path
    }
}

struct Sampler: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
        path.addEllipse(in: CGRect(x: rect.maxX - 30, y: 0, width: 30, height: 20))
        path.addRoundedRect(in: CGRect(x: 0, y: rect.maxY - 30, width: 30, height: 30), cornerSize: CGSize(width: 8, height: 8))
        path.move(to: CGPoint(x: 35, y: rect.maxY))
        path.addCurve(to: CGPoint(x: rect.maxX, y: rect.maxY), control1: CGPoint(x: 40, y: 25), control2: CGPoint(x: rect.maxX - 5, y: 60))
        return path
    }
}

struct ContentView: View {
    var body: some View {
        HStack(spacing: 10) {
            Triangle()
                .id("triangle")
                .fill(.orange)
                .frame(width: 60, height: 60)
            Triangle()
                .id("bordered")
                .strokeBorder(.blue, lineWidth: 6)
                .frame(width: 60, height: 60)
            Path { path in path.addLines([CGPoint(x: 0, y: 50), CGPoint(x: 15, y: 10), CGPoint(x: 30, y: 50)]); path.addQuadCurve(to: CGPoint(x: 60, y: 50), control: CGPoint(x: 45, y: 0)) }
                .id("path")
                .stroke(.green, lineWidth: 3)
                .frame(width: 60, height: 60)
            Pie()
                .id("pie")
                .fill(.red)
                .frame(width: 60, height: 60)
            Sampler()
                .id("sampler")
                .stroke(.purple, lineWidth: 2)
                .frame(width: 70, height: 60)
        }
    }
}

#Preview("Shapes", traits: .fixedLayout(width: 360, height: 80)) {
    ContentView()
}
