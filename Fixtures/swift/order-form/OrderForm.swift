import SwiftUI

enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: Self { self }
}

enum Delivery: String, CaseIterable, Identifiable {
    case pickup = "Pickup"
    case courier = "Courier"
    var id: Self { self }
}

struct OrderForm: View {
    @State private var flavor = Flavor.chocolate
    @State private var delivery = Delivery.courier
    @State private var scoops = 2
    @State private var sprinkles = true
    @State private var isSubmitting = true

    var body: some View {
        NavigationStack {
            Form {
                Section("Ice cream") {
                    Picker("Flavor", selection: $flavor) {
                        ForEach(Flavor.allCases) { flavor in
                            Text(flavor.rawValue.capitalized).tag(flavor)
                        }
                    }
                    Stepper("Scoops: \(scoops)", value: $scoops, in: 1...4)
                    Toggle("Sprinkles", isOn: $sprinkles)
                }
                Section {
                    Picker("Delivery", selection: $delivery) {
                        ForEach(Delivery.allCases) { option in
                            Text(option.rawValue).tag(option)
                        }
                    }
                    .pickerStyle(.segmented)
                    .listRowBackground(Color.clear)
                    .listRowInsets(EdgeInsets())
                }
                Section("Recent orders") {
                    Text("Today").badge(1)
                    Text("This week").badge("New")
                    Text("Older").badge(0)
                }
                Section {
                    Button("Place Order") {}
                        .disabled(isSubmitting)
                }
            }
            .navigationTitle("Order")
            #if os(iOS)
            .navigationBarTitleDisplayMode(.inline)
            #endif
        }
    }
}

#Preview("Order") {
    OrderForm()
}
