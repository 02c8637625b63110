extension Case {
  /// A case of the presented child's action, reached without naming `.presented`, as TCA does:
  /// `\.alert.confirmTapped` addresses `.alert(.presented(.confirmTapped))`. `\.alert.dismiss`
  /// still names the presentation's own `.dismiss`.
  public subscript<Child, Member>(dynamicMember casePath: KeyPath<Child, Member?>) -> Case<Root, Member>
  where Value == PresentationAction<Child>, Child: HasCasePrisms {
    let prism = Child.casePrisms.prism(for: casePath)
    return appending(PresentationAction<Child>.prism.presented)
      .appending(extract: { $0[keyPath: casePath] }, embed: prism?.review)
  }
}
