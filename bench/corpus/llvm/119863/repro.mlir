func.func @simple_std_2_for(%arg0: f32) -> f32 {
  cf.br ^bb1

^bb1:
  %c = arith.constant 1: index
  %c0 = arith.constant 0: index
  %c1 = arith.constant 1: index
  %c10 = arith.constant 10: index
  %1 = scf.for %arg1 = %c0 to %c10 step %c1 iter_args(%arg2 = %arg0) -> f32 {
    %2 = arith.addf %arg2, %arg2 : f32
    scf.yield %2 : f32
  }
  cf.br ^bb2

^bb2:
  return %1 : f32
}

