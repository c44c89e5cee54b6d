module attributes {gpu.container_module} {
  gpu.module @volumemodule {
    func.func @main() {
      %0 = gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c2, %gz = %c1) threads(%tx, %ty, %tz) in (%lx = %c4, %ly = %c5, %lz = %c1) {
        gpu.barrier
        gpu.terminator
      }
      return
    }
    func.func private @constant() -> (i32, i32, i32, i32, i32, i32) attributes {gpu.kernel} {
      %c1 = arith.constant 1 : i32
      %c2 = arith.constant 2 : i32
      %c4 = arith.constant 4 : i32
      %c5 = arith.constant 5 : i32
      return %c1, %c2, %c1, %c4, %c5, %c1 : i32, i32, i32, i32, i32, i32
    }
  }
}
