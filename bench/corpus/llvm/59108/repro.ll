target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64"

define void @test() {
entry:
  %or = call i1 @llvm.aarch64.sve.orv.nxv4i1(<vscale x 4 x i1> zeroinitializer, <vscale x 4 x i1> zeroinitializer)
  br i1 %or, label %exit, label %vector.ph

vector.ph:                                        ; preds = %entry
  store volatile i32 0, ptr null, align 4
  br label %exit

exit:                                             ; preds = %vector.ph, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.aarch64.sve.orv.nxv4i1(<vscale x 4 x i1>, <vscale x 4 x i1>) 
