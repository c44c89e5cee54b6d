define void @sliceup_vector_i8_3_16(<vscale x 3 x i8> %a , i8 %b, i8* %c) #0 {
    %1 = call <vscale x 16 x i8> @llvm.experimental.vector.insert.nxv16i8.nxv3i8(<vscale x 16 x i8> undef, <vscale x 3 x i8> %a, i64 0)
    %2= insertelement <vscale x 16 x i8> %1, i8 %b, i64 3
    %3 = bitcast i8* %c to <vscale x 16 x i8>*
    store <vscale x 16 x i8> %2, <vscale x 16 x i8>* %3
    ret void
}
