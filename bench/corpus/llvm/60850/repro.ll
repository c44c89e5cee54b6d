; ModuleID = 'bugpoint-reduced-simplified.bc'
source_filename = "/home/k/llvm-debug/src/llvm-project/compiler-rt/lib/xray/xray_init.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define hidden void @__xray_init() #0 {
entry:
  br label %for.body

for.body:                                         ; preds = %for.body, %entry
  %I.035 = phi i64 [ %inc18, %for.body ], [ 0, %entry ]
  %LastFnAddr.034 = phi i64 [ %add.i, %for.body ], [ 0, %entry ]
  %add.i = add i64 poison, poison
  %inc18 = add nuw i64 %I.035, 1
  %exitcond.not = icmp eq i64 %inc18, poison
  br i1 %exitcond.not, label %if.end19.loopexit, label %for.body

if.end19.loopexit:                                ; preds = %for.body
  unreachable
}

attributes #0 = { "tune-cpu"="generic" }

!llvm.ident = !{!0}

!0 = !{!"clang version 17.0.0 (ssh://git@github.com/llvm/llvm-project e49b93ef29a6559b5c2c9d51b5bcd299ca7cb91e)"}
