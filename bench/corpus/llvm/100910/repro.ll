define void @_Z24weight_h264_pixels16_8_cPhiii(ptr %out) #0 {
.latch_crit_edge.new:
  br label %latch

latch:                                            ; preds = %latch, %.latch_crit_edge.new
  %0 = tail call <16 x i32> @llvm.x86.avx512.psrav.d.512(<16 x i32> zeroinitializer, <16 x i32> zeroinitializer)
  %conv25.1.0.vec.3 = trunc <16 x i32> %0 to <16 x i8> 
  br i1 true, label %exit.loopexit.unr-lcssa.loopexit, label %latch

exit.loopexit.unr-lcssa.loopexit:                 ; preds = %latch
  store <16 x i8> %conv25.1.0.vec.3, ptr %out, align 1
  ret void
}
