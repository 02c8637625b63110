import SwiftRexArchitecture

/// The count, the buttons that move it, the one that starts or stops the timer, and a stepper
/// for the step every press moves by.
@BoundTo(Counter.self)
struct CounterView: View {
  var body: some View {
    VStack {
      // Below zero reads as a warning at a glance.
      Text("Count: \(viewStore.state.count)").bold().foregroundColor(viewStore.state.count < 0 ? .red : nil)
      HStack {
        Button("Increment") { viewStore.dispatch(.increment) }
        Button("Decrement") { viewStore.dispatch(.decrement) }
        Button("Reset") { viewStore.dispatch(.reset) }
      }
      // One button whose title follows the state, so it keeps its handle when it flips.
      Button(viewStore.state.isAutoIncrementing ? "Stop auto-increment" : "Start auto-increment") {
        viewStore.dispatch(viewStore.state.isAutoIncrementing ? .stopAutoIncrement : .startAutoIncrement)
      }
      // Last, so the buttons above keep the numbers they had before counters had a step.
      Stepper(
        "Step: \(viewStore.state.step)",
        value: viewStore.binding(.state(\.step), dispatch: .action(review: { .setStep($0) })),
        in: Counter.stepRange)
    }
  }
}
