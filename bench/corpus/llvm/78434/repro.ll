declare token @llvm.myfun()
define dso_local spir_func void @func() {
entry:
  %tok = call token @llvm.myfun()
  ret void
}
