module {
  func.func @example_function(%upper_bound: index) {
    scf.forall (%i) in (%upper_bound) {
      // Possible processing can happen here, like a function call or operation
      // Here's a sample operation for illustration
      affine.yield %i : index
    }
    return
  }
}
