target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"

define void @cond_call() {
entry:
  br label %for.body

for.body:                                         ; preds = %for.body, %entry
  %foo.ret = call i64 @foo()
  br label %for.body
}

declare i64 @foo() #0

attributes #0 = { "vector-function-abi-variant"="_ZGV_LLVM_M4v_foo(vector_foo)" }
