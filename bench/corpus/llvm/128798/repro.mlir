module {
  func.func @sharded_operations_example(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = mesh.shard %arg0 to <@mesh_2d, [[]]> : tensor<4x4xf32>
  %1 = mesh.shard %0 to <@mesh_2d, [[0]]> annotate_for_users: tensor<4x4xf32>
  %2 = tosa.add %1, %arg0 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %3 = mesh.shard %2 to <@mesh_2d, [[1]]> : tensor<4x4xf32>
  return %3 : tensor<4x4xf32>
}
mesh.mesh @mesh_2d(shape = 4)
}