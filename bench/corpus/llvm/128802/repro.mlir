module {
  mesh.mesh @mesh_1d(shape = 4)

  func.func @reshard_example(
    %arg0: tensor<4xf32>
  ) -> tensor<4xf32> {
    %0 = mesh.shard %arg0 to <@mesh_1d, [[]]> : tensor<4xf32>
    %1 = mesh.shard %0 to <@mesh_1d, [[]]> annotate_for_users : tensor<4xf32>
    return %1 : tensor<4xf32>
  }

  func.func @another_example(
    %arg0: tensor<4xf32>
  ) -> tensor<4xf32> {
    %0 = mesh.shard %arg0 to <@mesh_1d, [[]]> : tensor<4xf32>
    %1 = mesh.shard %0 to <@mesh_1d, [[], [0]]> annotate_for_users : tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}
