func.func @test(%arg0: tensor<?x256xf32>) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c12345 = arith.constant 12345 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x256xf32>
    %0 = arith.cmpi sge, %dim, %c12345 : index
    %1 = arith.index_castui %0 : i1 to index
    %2 = affine.apply affine_map<()[s0] -> (s0 * 2 + (-s0 + 1) * s0)>()[%1]
    %3 = arith.cmpi sgt, %2, %c3 : index
    %4 = arith.index_castui %3 : i1 to index
    %5 = arith.cmpi eq, %2, %c3 : index
    %6 = arith.index_castui %5 : i1 to index
    %7 = affine.apply affine_map<()[s0, s1, s2, s3] -> (s0 floordiv (s1 + (-s1 + 1) * (-s2 + s2 * s3 + 1)))>()[%c12345, %4, %6, %c1]
    return %7 : index
}
