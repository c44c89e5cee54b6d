"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "m"}> ({
    %1 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
    %2 = "gpu.warp_execute_on_lane_0"(%1) <{warp_size = 32 : i64}> ({
      %15 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      %19 = "vector.from_elements"(%15, %15, %15, %15) {layout_result_0 = #xegpu.layout<lane_layout = [1, 2], lane_data = [1, 1]>} : (f32, f32, f32, f32) -> vector<2x2xf32>
      %20 = "vector.transpose"(%19) <{permutation = array<i64: 1, 0>}> {layout_operand_0 = #xegpu.layout<lane_layout = [1, 2], lane_data = [1, 1]>, layout_result_0 = #xegpu.layout<lane_layout = [2, 1], lane_data = [1, 1]>} : (vector<2x2xf32>) -> vector<2x2xf32>
    }) {} : (index) -> vector<2x2xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
