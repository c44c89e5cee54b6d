define void @f() {
bb:
  %i = load i32, ptr addrspace(7) null
  br label %bb1
bb1:
  %i2 = phi i32 [ 0, %bb ], [ %i3, %bb1 ]
  %i3 = add i32 %i2, 1
  %i4 = icmp ult i32 %i3, %i
  br i1 %i4, label %bb1, label %bb5
bb5:
  ret void
}
