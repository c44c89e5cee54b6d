; ModuleID = 'bugpoint-reduced-simplified.bc'
source_filename = "gen_001_fix-irreducible"
target triple = "x86_64-unknown-linux-gnu"

define void @function_0(i1 %val_i1_11) {
entry_1:
  br i1 %val_i1_11, label %bb_4, label %bb_2

bb_2:                                             ; preds = %bb_4, %entry_1
  br i1 undef, label %bb_4, label %bb_4

bb_4:                                             ; preds = %bb_2, %bb_2, %entry_1
  br label %bb_2
}
