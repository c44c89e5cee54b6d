; ModuleID = 'bugpoint-reduced-simplified.bc'
source_filename = "__module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

; Function Attrs: memory(read, argmem: readwrite, inaccessiblemem: none)
define void @____sample__main_0_next_partition_0(ptr %tmp_buffer) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.cttz.i32(i32 poison, i1 false)
  %1 = zext i32 %0 to i64
  %2 = shl nuw nsw i64 1, %1
  %3 = xor i64 %2, 8589934591
  %4 = icmp ugt i64 %3, 63
  %x11.op.i = lshr i64 8589934591, %3
  %5 = trunc i64 %x11.op.i to i32
  %6 = select i1 %4, i32 0, i32 %5
  store i32 %6, ptr %tmp_buffer, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

attributes #0 = { memory(read, argmem: readwrite, inaccessiblemem: none) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
