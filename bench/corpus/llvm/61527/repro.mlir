module {
  llvm.func @malloc(i64) -> !llvm.ptr<i8>
}
