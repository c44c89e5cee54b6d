#l = #xegpu.layout<inst_data = [8]>
module {
  func.func @m(%arg0: !xegpu.tensor_desc<?xf32, #l>)
      -> !xegpu.tensor_desc<?xf32, #l> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = scf.for %i = %c0 to %c1 step %c1
        iter_args(%arg1 = %arg0) -> (!xegpu.tensor_desc<?xf32, #l>) {
      scf.yield %arg1 : !xegpu.tensor_desc<?xf32, #l>
    }
    return %0 : !xegpu.tensor_desc<?xf32, #l>
  }
}
