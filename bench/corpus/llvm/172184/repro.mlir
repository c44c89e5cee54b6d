module {
  func.func @test_atomic_exch(%arg0: memref<?xi32>, %idx: index, %value: i32) {
    %1 = memref.generic_atomic_rmw %arg0[%idx] : memref<?xi32> {
    ^bb0(%arg3: i32):
      memref.atomic_yield %value : i32
    }
    func.return
  }
}
