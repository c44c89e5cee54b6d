module {
  func.func @test(%arg0: memref<100xf32>, %arg1: index) -> f32 attributes {test.ptr = {llvm.ptr = "ptr_a", test.a = 123 : i64}} {
    %0 = memref.load %arg0[%arg1] {sibling = 0 : i64} : memref<100xf32>
    return %0 : f32
  }
}

