module {
  func.func private @f3a(memref<1xf32>) attributes {"veld.index = 5 : i64"}
}
