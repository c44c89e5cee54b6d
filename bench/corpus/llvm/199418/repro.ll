define void @barney() {
bb:
  br label %bb1

bb1:                                              ; preds = %bb4, %bb
  %phi = phi i64 [ 0, %bb ], [ %xor, %bb4 ]
  br label %bb2

bb2:                                              ; preds = %bb2, %bb1
  %phi3 = phi i64 [ 0, %bb1 ], [ 1, %bb2 ]
  %xor = xor i64 0, 0
  %icmp = icmp ult i64 %phi3, 1
  br i1 %icmp, label %bb2, label %bb4

bb4:                                              ; preds = %bb4, %bb2
  br i1 false, label %bb4, label %bb1
}
