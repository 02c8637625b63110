/// A key path to one case of an action, through as many nested cases as it names:
/// `\.alert.confirmTapped`, `\.path[id: 0].detail.saved`, `\.rows[id: x].child.response.success`,
/// `\.binding.title`. The spelling of TCA's `CaseKeyPath`; each component is a dynamic member of
/// ``Case``.
///
/// A case key path can extract (test that an action is in the case) and, when every component
/// names a case, embed (build the action from the payload): `dispatch(\.alert.confirmTapped)`.
public typealias CaseKeyPath<Root, Value> = KeyPath<Case<Root, Root>, Case<Root, Value>>
