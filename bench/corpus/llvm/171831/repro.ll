define i32 @foo(<4 x i32> %a, <4 x i1> %c) {
  %res = call i32 @llvm.experimental.vector.extract.last.active.v4i32(<4 x i32> %a, <4 x i1> %c, i32 -1)
  ret i32 %res
}
