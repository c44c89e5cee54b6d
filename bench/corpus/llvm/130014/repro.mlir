module attributes {gpu.container_module} {
  gpu.module @nvvm_module_example_1 [#nvvm.target<chip = "sm_70", O = 3>] {
  }
  gpu.module @nvvm_module_example_2 [#nvvm.target<chip = "sm_80", features = "fast", O = 2>] {
  }
  gpu.module @nvvm_module_example_3 [#nvvm.target<chip = "sm_90", features = "ftz", O = 4>] {
  }
}
