define <vscale x 2 x i1> @f(<vscale x 2 x double> %a, <vscale x 2 x double> %b) #0 {
  %c = call <vscale x 2 x i1> @llvm.experimental.constrained.fcmp.nxv2f64(<vscale x 2 x double> %a, <vscale x 2 x double> %b, metadata !"oeq", metadata !"fpexcept.strict") #0
  ret <vscale x 2 x i1> %c
}
attributes #0 = { strictfp }
