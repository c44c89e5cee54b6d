define <8 x bfloat> @strict_fsqrt(<8 x bfloat> %a) strictfp {
  %sqrt = call <8 x bfloat> @llvm.experimental.constrained.sqrt.v8bf16(
                              <8 x bfloat> %a,
                              metadata !"round.dynamic",
                              metadata !"fpexcept.strict") #0
  ret <8 x bfloat > %sqrt
}
