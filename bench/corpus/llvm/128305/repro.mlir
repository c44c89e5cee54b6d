module {
  func.func @main(%lb: index,%ub: index,%step: index) -> () {
    scf.for %i = %lb to %ub step %step {}
    return
  }
}
