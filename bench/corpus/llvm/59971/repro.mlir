module {
  spirv.module Logical GLSL450 {
    spirv.GlobalVariable @var01s_i32 bind(0, 1) {aliased} : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @var01s_f32 bind(0, 1) {aliased} : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    spirv.func @func(%arg0: i32, %arg1: f32) -> i32 "None" {
      %cst0_i32 = spirv.Constant 0 : i32
      %var01s_i32_addr = spirv.mlir.addressof @var01s_i32 : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0])>, StorageBuffer>
      %0 = spirv.AccessChain %var01s_i32_addr[%cst0_i32, %arg0] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0])>, StorageBuffer>, i32, i32
      %1 = spirv.Load "StorageBuffer" %0 : i32
      spirv.ReturnValue %1 : i32
    }
  }
}

