define<2 x double> @f(<2 x double> %a, <2 x double> %b) {
  %m = call <2 x double> @llvm.maximum.v2f64(<2 x double> %a, <2 x double> %b)
  ret <2 x double> %m
}
