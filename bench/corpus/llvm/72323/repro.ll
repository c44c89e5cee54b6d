define void @ham(i1 %arg, i1 %arg1) {
bb:
  br i1 %arg, label %bb4, label %bb2, !prof !0

bb2:                                              ; preds = %bb
  br i1 %arg1, label %bb4, label %bb3

bb3:                                              ; preds = %bb2
  br label %bb4

bb4:                                              ; preds = %bb3, %bb2, %bb
  ret void
}

!0 = !{!"branch_weights", i32 -258677585, i32 -1212131848}
