target triple = "amdgcn-amd-amdhsa"

declare i65 @llvm.fshl.i65(i65, i65, i65)

define i65 @repro(i65 %a) {
entry:
  %rot = call i65 @llvm.fshl.i65(i65 1, i65 0, i65 %a)
  ret i65 %rot
}
