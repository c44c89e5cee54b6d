define fastcc void @func() {
entry:
  br label %bb5

bb5:                                              ; preds = %entry
  %C33 = fcmp true float 0x36A0000000000000, 0x36A0000000000000
  %B43 = or i1 %C33, true
  br i1 %B43, label %overflow, label %bb7

bb7:                                              ; preds = %bb5
  br label %bb8

bb8:                                              ; preds = %bb8, %bb7
  %L7 = load i128, ptr null, align 4
  %C19 = icmp sgt i128 %L7, 18446744073709551616
  %G21 = getelementptr i128, ptr null, i1 %C19
  store ptr %G21, ptr undef, align 8
  br i1 %C19, label %bb8, label %BB2

BB2:                                              ; preds = %bb8
  unreachable

overflow:                                         ; preds = %bb5
  ret void
}
