module {
    mesh.mesh @mesh_1d(shape = 4)

    func.func @sharded_tensor_operations(
        %arg0: tensor<4xi32>
    ) -> tensor<4xi32> {
        %0 = mesh.shard %arg0 to <@mesh_1d, [[]]> : tensor<4xi32>
        %1 = mesh.shard %0 to <@mesh_1d, [[0]]> annotate_for_users: tensor<4xi32>
        %2 = tosa.add %1, %1 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
        %3 = mesh.shard %2 to <@mesh_1d, [[1]]> : tensor<4xi32>
        %4 = mesh.shard %3 to <@mesh_1d, [[]]> annotate_for_users: tensor<4xi32>
        return %4 : tensor<4xi32>
    }
}
