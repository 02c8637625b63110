/// The identity of one value of a ``TabView`` as its parent built it: the tabs, their content
/// closures and the selection binding belong to that value. A tab view evaluated again from its
/// own dependencies keeps its value, and so this instance; a parent building it anew makes
/// another.
final class TabViewInstance: Sendable {}
