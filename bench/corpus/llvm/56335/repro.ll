; ModuleID = 'bugpoint-reduced-simplified.bc'
source_filename = "gen_01210"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umin.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umax.i32(i32, i32) #0

define void @function_0(i32 %val_i32_11, i32 %val_i32_12) {
entry_1:
  %val_i32_27 = call i32 @llvm.umin.i32(i32 %val_i32_11, i32 %val_i32_12)
  %val_i32_36 = call i32 @llvm.umax.i32(i32 0, i32 %val_i32_11)
  %val_i32_38 = call i32 @llvm.umax.i32(i32 %val_i32_27, i32 %val_i32_36)
  unreachable
}

attributes #0 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
