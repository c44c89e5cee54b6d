; bin/opt -passes=memcpyopt -S test.ll
@b = external global [32 x i8]

define void @_Z15TestBasicStringIN5eastl12basic_stringIc17CountingAllocatorEEEiv(ptr %call.i.i.i12866) {
  %a = alloca [32 x i8], align 1
  call void @llvm.memcpy.p0.p0.i64(ptr %call.i.i.i12866, ptr @b, i64 26, i1 false)
  %.sroa.gep22184 = getelementptr i8, ptr %call.i.i.i12866, i64 10
  call void @llvm.memmove.p0.p0.i64(ptr %a, ptr %.sroa.gep22184, i64 1, i1 false)
  ret void
}
