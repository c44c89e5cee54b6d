define <4 x i1> @test_oeq_q(<4 x x86_fp80> %a, <4 x x86_fp80> %b) #0 {
  %cond = tail call <4 x i1> @llvm.experimental.constrained.fcmp.v4f80(<4 x x86_fp80> %a, <4 x x86_fp80> %b, metadata !"oeq", metadata !"fpexcept.strict")
  ret <4 x i1> %cond
}

declare <4 x i1> @llvm.experimental.constrained.fcmps.v4f80(<4 x x86_fp80>, <4 x x86_fp80>, metadata, metadata)
