module {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.finalize
  }
  module @rewriters {
  }
  func.func @int_vector(%arg0: vector<2xi8>, %arg1: vector<2xsi4>, %arg2: vector<2xi16>, %arg3: vector<2xi32>, %arg4: vector<2xi64>) {
    return
  }
}

