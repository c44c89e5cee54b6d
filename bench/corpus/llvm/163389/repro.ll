target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown-unknown"

define void @julia__24_52968() {
top:
  %0 = select i1 false, { float, i64 } zeroinitializer, { float, i64 } zeroinitializer
  ret void
}
