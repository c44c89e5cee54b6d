func.func @multi_slot_alloca_only_second() {
  %0 = memref.alloc(): memref<2 x memref<4 x f32>>
  return
}
