func.func @func() { 
  llvm.return
}
func.func @func1() {
  call @func() : () -> ()
  return
} 
