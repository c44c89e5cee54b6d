module {
  func.func @main() {
    %0 = arith.constant 42 : i32
    %1 = mpi.finalize : !mpi.retval
    %2 = emitc.cast %0 : i32 to i32
    %3 = shape.const_size 42
    %4 = llvm.icmp "eq" %2, %0 : i32
    %5 = emitc.bitwise_and %2, %0 : (i32, i32) -> i32
    return
  }
}
