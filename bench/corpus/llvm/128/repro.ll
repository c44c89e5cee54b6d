target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
define void @f(i32 %arg) {
bb:
  %i = and i32 %arg, 31
  %i1 = icmp ugt i32 %i, 0
  br i1 %i1, label %bb2, label %bb8
bb2:
  %i3 = phi i32 [ %i6, %bb2 ], [ 0, %bb ]
  %i4 = shl i32 %i3, 1
  %i5 = call i32 @g(i32 %i4)
  %i6 = add i32 %i3, 1
  %i7 = icmp eq i32 %i6, %i
  br i1 %i7, label %bb8, label %bb2
bb8:
  ret void
}
declare i32 @g(i32)
