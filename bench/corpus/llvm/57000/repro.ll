; ModuleID = 'bugpoint-reduced-simplified.bc'
source_filename = "gen_05726"
target triple = "x86_64-unknown-linux-gnu"

define void @function_0() {
entry_1:
  br label %bb_2

bb_2:                                             ; preds = %bb_3, %bb_2, %entry_1
  %ptr_i1_13.0 = phi i1 [ undef, %entry_1 ], [ %ptr_i1_13.0, %bb_2 ], [ %ptr_i1_13.1, %bb_3 ]
  %val_i1_52 = icmp sle i64 undef, 2546175499358690212
  %val_i8_56 = zext i1 %val_i1_52 to i8
  br i1 undef, label %bb_2, label %bb_3

bb_3:                                             ; preds = %bb_4, %bb_3, %bb_2
  %ptr_i1_13.1 = phi i1 [ %ptr_i1_13.0, %bb_2 ], [ %ptr_i1_13.1, %bb_3 ], [ %val_i1_52, %bb_4 ]
  %val_i1_62 = trunc i8 %val_i8_56 to i1
  switch i16 undef, label %bb_2 [
    i16 -1, label %bb_4
    i16 1, label %bb_4
    i16 4, label %bb_3
  ]

bb_4:                                             ; preds = %bb_3, %bb_3
  %val_i1_77 = icmp ult i1 %val_i1_62, undef
  br label %bb_3
}
