define fp128 @minf(fp128 %a, fp128 %b) {
  %v0 = call fp128 @llvm.minimum(fp128 %a, fp128 %b)
  ret fp128 %v0
}
