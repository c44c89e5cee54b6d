define <8 x i32> @to_fixed_sized_vector_i32x8_1(<vscale x 8 x i32> %a) #0{
  %1 = call <8 x i32> @llvm.experimental.vector.extract.v832.nxv832(<vscale x 8 x i32> %a, i64 0)
  ret <8 x i32> %1
}
declare <8 x i32> @llvm.experimental.vector.extract.v832.nxv832(<vscale x 8 x i32>, i64)
