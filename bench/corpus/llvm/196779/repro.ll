target triple = "armv7-unknown-linux-gnueabihf"

define void @repro(ptr %out, ptr %base) {
  %ptrs = insertelement <5 x ptr> poison, ptr %base, i32 2
  %mask = freeze <5 x i1> zeroinitializer
  %g = call <5 x i64> @llvm.masked.gather.v5i64.v5p0(<5 x ptr> align 4 %ptrs, <5 x i1> %mask, <5 x i64> zeroinitializer)
  call void @llvm.masked.scatter.v5i64.v5p0(<5 x i64> %g, <5 x ptr> poison, <5 x i1> %mask)
  ret void
}

declare <5 x i64> @llvm.masked.gather.v5i64.v5p0(<5 x ptr>, <5 x i1>, <5 x i64>)
declare void @llvm.masked.scatter.v5i64.v5p0(<5 x i64>, <5 x ptr>, <5 x i1>)
