import SwiftSyntax

/// A property whose task or timer the type's code ends outside `deinit`, which does not run
/// while the task or the timer keeps the instance: `task?.cancel()`, `self.task.cancel()`,
/// `timer.invalidate()`, `displayLink?.invalidate()`. What the property holds then lets go of
/// `self` when the type is done with it (see `ClosureHolders`).
enum StoppedProperty {
    /// The methods that end a task (`cancel`) or a timer or display link (`invalidate`).
    private static let stoppingMethods: Set<String> = ["cancel", "invalidate"]

    /// The property `call` stops, when it is such a call outside `deinit`.
    static func name(stoppedBy call: FunctionCallExprSyntax) -> String? {
        guard call.arguments.isEmpty, call.trailingClosure == nil, let (base, function) = ClosurePassingReader.assignmentTarget(call.calledExpression),
            stoppingMethods.contains(function), let base, call.ancestorOrSelf(mapping: { $0.as(DeinitializerDeclSyntax.self) }) == nil
        else { return nil }
        return base
    }
}
