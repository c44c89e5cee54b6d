module {
  func.func @alloca_unconvertable_memory_space() {
    return
  ^bb1(%0: index):
    %alloca = memref.alloca() : memref<9223372036854775807x3xi32>
    return
  }
}
