import SwiftUI

struct GaugeRenderModel {
    let value: Double
    let tint: Color
    let icon: Image
}
