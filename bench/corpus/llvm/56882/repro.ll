; ModuleID = 'bugpoint-reduced-simplified.bc'
source_filename = "gen_07443"
target triple = "x86_64-unknown-linux-gnu"

define void @function_0() {
entry_1:
  br label %bb_2

bb_2:                                             ; preds = %bb_2, %entry_1
  %ptr_i64_16.0 = phi i64 [ -1317805584074026212, %entry_1 ], [ -158622699357888703, %bb_2 ]
  switch i64 %ptr_i64_16.0, label %bb_2 [
  ]
}
