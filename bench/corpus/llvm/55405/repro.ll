define <vscale x 20 x i1> @concat_vector_i1(<vscale x 16 x i1> %a , <vscale x 4 x i1> %b) #0 {
    %1 = call <vscale x 20 x i1> @llvm.experimental.vector.insert.nxv20i1.nxv16i1(<vscale x 20 x i1> undef, <vscale x 16 x i1> %a, i64 0)
    %2 = call <vscale x 20 x i1> @llvm.experimental.vector.insert.nxv20i1.nxv4i1(<vscale x 20 x i1> %1,    <vscale x 4 x i1> %b, i64 16)
    ret <vscale x 20 x i1> %2
}
