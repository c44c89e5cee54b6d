module {
  func.func @spmdization_example(
    %arg0: tensor<4x4xf32>
  ) -> tensor<4x4xf32> {
    %0 = mesh.shard %arg0 to <@mesh_1d, [[]]> : tensor<4x4xf32>
    %1 = mesh.shard %0 to <@mesh_1d, [[0]]> annotate_for_users : tensor<4x4xf32>
    %2 = tosa.add %1, %1 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %3 = mesh.shard %2 to <@mesh_1d, [[]]> : tensor<4x4xf32>
    %4 = tosa.mul %3, %3 {shift = 0 : i8} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    return %4 : tensor<4x4xf32>
  }

  mesh.mesh @mesh_1d(shape = 4)
}
