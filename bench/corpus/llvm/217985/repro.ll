target triple = "x86_64-unknown-linux"

define i32 @f() {
  %r = call i32 @llvm.experimental.cttz.elts.i32.v17i1(
      <17 x i1> zeroinitializer, i1 false)
  ret i32 %r
}

declare i32 @llvm.experimental.cttz.elts.i32.v17i1(<17 x i1>, i1)
