target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-ni:1-p2:32:8:8:32-ni:2"
target triple = "aarch64-none-linux-gnu"


define void @test_crash() {
entry:
  br label %body

exit:                                          ; preds = %body
  ret void

body:                                           ; preds = %body, %entry
  %0 = phi i64 [ undef, %entry ], [ %3, %body ]
  %1 = phi i32 [ 2, %entry ], [ %4, %body ]
  %ares.i.2 = call i32 @llvm.fptosi.sat.i32.f32(float undef)
  %2 = add i64 %0, -23523
  store i64 %2, i64 addrspace(1)* undef, align 8
  %3 = add i64 %0, -31364
  store i64 %3, i64 addrspace(1)* undef, align 8
  %4 = add nuw nsw i32 %1, 1
  %5 = icmp ugt i32 %1, 363
  br i1 %5, label %exit, label %body
}

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fptosi.sat.i32.f32(float) #1

attributes #1 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
