spirv.module Logical GLSL450 {
  spirv.SpecConstant @sc1 = 1.500000e+00 : f32
  spirv.SpecConstant @sc2 = 2.500000e+00 : f32 
  spirv.SpecConstantComposite @scc (@sc1, @sc2) : vector<2xf32>
}
