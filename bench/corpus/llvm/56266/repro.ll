; ModuleID = 'bugpoint-reduced-simplified.bc'
source_filename = "gen_0539"
target triple = "x86_64-unknown-linux-gnu"

define void @function_0() {
entry_1:
  br label %bb_3

bb_3:                                             ; preds = %bb_4, %entry_1
  switch i16 undef, label %bb_4 [
  ]

bb_4:                                             ; preds = %bb_4, %bb_3
  br i1 undef, label %bb_3, label %bb_4
}
