module {
  gpu.module @main_module {
    spirv.EntryPoint "GLCompute" @main
    gpu.func @main() -> index {
      %0 = index.sizeof
      %1 = gpu.thread_id  x
      %2 = rocdl.wavefrontsize : i32
      gpu.return %0 : index
    }
  }
}
