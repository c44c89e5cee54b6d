; bin/opt -passes=simplifycfg  -simplifycfg-require-and-preserve-domtree=1 test.ll -S
define void @fold_nested_branch_same_dest(i1 %cond1, i1 %cond2, i1 %cond3) {
entry:
  br i1 %cond1, label %bb2, label %else

else:
  br i1 %cond2, label %bb0, label %common.ret

bb0:
  br i1 %cond1, label %bb1, label %bb2

bb2:
  br i1 %cond3, label %exit1, label %exit2

bb1:
  br i1 %cond3, label %exit1, label %exit2

exit1:
  br label %common.ret

exit2:
  br label %common.ret

common.ret:
  ret void
}
