; ModuleID = 'bugpoint-reduced-simplified.bc'
source_filename = "dcomputeTargetOCL"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_func void @_D4testQfFZv() {
  call spir_func void @barrier()
  ret void
}

declare spir_func void @barrier()

!opencl.ocl.version = !{!0}

!0 = !{i32 2, i32 2}
