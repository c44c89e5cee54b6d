module attributes { dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>> } {
  func.func @memref_of_memref_32() {
    %0 = memref.alloc() : memref<1xmemref<1xf32>>
    return
  }
}
