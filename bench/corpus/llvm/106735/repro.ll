define void @foo(ptr %a, i32 zeroext %avl) {
  %sp = call <vscale x 8 x i8> @llvm.stepvector()
  %evl = call i32 @llvm.experimental.get.vector.length(i32 %avl, i32 8, i1 true)
  call void @llvm.vp.store(<vscale x 8 x i8> %sp, ptr %a, <vscale x 8 x i1> splat(i1 true), i32 %evl)
  ret void
}

declare <vscale x 8 x i8> @llvm.stepvector()
declare void @llvm.vp.store(<vscale x 8 x i8>, ptr, <vscale x 8 x i1>, i32)
declare i32 @llvm.experimental.get.vector.length(i32, i32, i1)
