; bin/opt -passes=simplifycfg -simplifycfg-require-and-preserve-domtree=1 -S test.ll
define void @func(i1 %cond) {
entry:
  br i1 %cond, label %then, label %exit

then:
  br label %exit

exit:
  %phi = phi i1 [ false, %entry ], [ false, %then ]
  tail call void @llvm.assume(i1 %phi)
  ret void
}
