target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

define i64 @_Z1ePA2_A2_x(<2 x i32> %0) #0 {
  %2 = sdiv <2 x i32> splat (i32 1), %0
  %3 = sext <2 x i32> %2 to <2 x i64>
  %4 = add <2 x i64> %3, %3
  %5 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %4)
  ret i64 %5
}

declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #1

attributes #0 = { "target-cpu"="grace" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
