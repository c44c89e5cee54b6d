; RUN: opt -S  -mtriple=amdgcn-amd-amdhsa -passes=expand-large-fp-convert %s

define i128 @fptosi_bf16_to_i128(bfloat %x) {
  %cvt = fptosi bfloat %x to i128
  ret i128 %cvt
}

define i128 @fptoui_bf16_to_i128(bfloat %x) {
  %cvt = fptoui bfloat %x to i128
  ret i128 %cvt
}

define bfloat @sitofp_i128_to_bf16(i128 %x) {
  %cvt = sitofp i128 %x to bfloat
  ret bfloat %cvt
}

define bfloat @uitofp_i128_to_bf16(i128 %x) {
  %cvt = uitofp i128 %x to bfloat
  ret bfloat %cvt
}
