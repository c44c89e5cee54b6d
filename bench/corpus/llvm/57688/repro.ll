; ModuleID = 'bugpoint-reduced-simplified.bc'
source_filename = "crc32c_sse42_asm-080866.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define dso_local void @aws_checksums_crc32c_hw() local_unnamed_addr #0 align 32 {
entry:
  br i1 poison, label %while.body, label %cleanup

while.body:                                       ; preds = %while.body, %entry
  %crc.0158 = phi i32 [ %0, %while.body ], [ poison, %entry ]
  %0 = tail call i32 asm "loop_small_${:uid}: CRC32B ($2), $1", "={cx},{cx},r,0,~{dirflag},~{fpsr},~{flags}"(i32 %crc.0158, ptr poison, i32 %crc.0158) #1
  br label %while.body

cleanup:                                          ; preds = %entry
  ret void
}

attributes #0 = { "tune-cpu"="generic" }
attributes #1 = { nounwind readnone }

!llvm.ident = !{!0}

!0 = !{!"clang version 16.0.0 (git@github.com:llvm/llvm-project.git 844f6c5d03d58e7ac0c6b838e4a7834ac575ab9b)"}
