define i1 @test(i64 %x, i1 %cond1, i1 %cond2) {
entry:
  %sadd = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %x, i64 1)
  %ov = extractvalue { i64, i1 } %sadd, 1
  %or = or i1 %cond2, %ov
  %sel = select i1 %cond1, i1 %cond2, i1 %or
  ret i1 %sel
}
