define i1 @test() {
entry:
  %0 = call i64 (...) @llvm.objectsize.i64.p0(i64 3, i1 false)
  %1 = icmp ugt i64 %0, 0
  ret i1 %1
}
