func.func @sharding_example(
%arg0: tensor<4x3xf32>
) -> tensor<4x3xf32> {
  %0 = mesh.shard %arg0 to <@mesh_2d, [[]]> : tensor<4x3xf32>
  %1 = mesh.shard %0 to <@mesh_2d, [[0]]> annotate_for_users : tensor<4x3xf32>
  %2 = tosa.add %1, %1 : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  %3 = mesh.shard %2 to <@mesh_2d, [[0]]> : tensor<4x3xf32>
  %4 = mesh.shard %3 to <@mesh_2d, [[]]> annotate_for_users : tensor<4x3xf32>
  return %4 : tensor<4x3xf32>
}

mesh.mesh @mesh_2d(shape = 4x3)
