func.func @crash(%arg0: memref<?x?x?xf32>, %s0: index, %s1: index, %s2: index, %s3: index) -> memref<?x?x?x?xf32> {
  %expand = memref.expand_shape %arg0 [[0, 1], [2], [3]] output_shape [%s0, %s1, %s2, %s3]
      : memref<?x?x?xf32> into memref<?x?x?x?xf32>
  return %expand : memref<?x?x?x?xf32>
}
