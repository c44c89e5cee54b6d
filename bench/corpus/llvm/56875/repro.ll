; ModuleID = 'bugpoint-reduced-simplified.bc'
source_filename = "gen_05655"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i1 @llvm.smax.i1(i1, i1) #0

define void @function_0(i1 %val_i1_5) {
entry_1:
  ret void

bb_2:                                             ; preds = %bb_4
  br label %bb_4

bb_4:                                             ; preds = %bb_4, %bb_2
  %val_i1_46 = call i1 @llvm.smax.i1(i1 %val_i1_5, i1 %val_i1_5)
  br i1 %val_i1_46, label %bb_4, label %bb_2
}

attributes #0 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
