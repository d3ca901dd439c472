import SwiftUI

// SwiftUI's Coordinator of a representable is a delegate object, not a navigation coordinator.
struct MapView: UIViewRepresentable {
    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
    func makeUIView(context: Context) -> MKMapView { MKMapView() }
    func updateUIView(_ view: MKMapView, context: Context) {}

    final class Coordinator: NSObject, MKMapViewDelegate {
        let parent: MapView
        init(parent: MapView) { self.parent = parent }
    }
}
