/// A presented state whose every action comes from one of its buttons and ends it: an alert or a
/// confirmation dialog.
///
/// Such a presentation has no behaviour of its own; pressing any button both sends that button's
/// action and dismisses it. The navigation lift relies on this marker to clear the presented
/// state after forwarding a button's action to the parent, so features never write that
/// dismissal by hand. It has no requirements: conforming only states that fact.
public protocol ButtonDrivenPresentation {}
