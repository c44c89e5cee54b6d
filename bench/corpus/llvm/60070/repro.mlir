func.func @func(%arg0: index, %arg1: memref<f32>) { 
  %cst = arith.constant 0.000000e+00 : f32
  vector.warp_execute_on_lane_0(%arg0)[32] {
    %1 = vector.transfer_read %arg1[], %cst : memref<f32>, vector<f32>
    %2 = vector.extractelement %1[] : vector<f32> 
  }
  return
} 
