func.func @vector_outerproduct_f32(%lhs : vector<[4]xf32>, %rhs : vector<[4]xf32>, %acc : vector<[4]x[4]xf32>) -> vector<[4]x[4]xf32> {
  %result = vector.outerproduct %lhs, %rhs, %acc {kind = "kshr"} : vector<[4]xf32>, vector<[4]xf32>
  return %result : vector<[4]x[4]xf32>
}

#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
