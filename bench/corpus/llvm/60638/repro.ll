define amdgpu_cs void @f() {
bb:
  br label %bb1
bb1:
  %i = call i32 @llvm.amdgcn.raw.atomic.buffer.load.i32(<4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  %i2 = icmp eq i32 %i, 0
  br i1 %i2, label %bb3, label %bb1
bb3:
  %i4 = call i32 @llvm.amdgcn.raw.atomic.buffer.load.i32(<4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  ret void
}
declare i32 @llvm.amdgcn.raw.atomic.buffer.load.i32(<4 x i32>, i32, i32, i32)
