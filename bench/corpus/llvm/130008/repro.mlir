#COO = #sparse_tensor.encoding<{
map = (i, j) -> (
i : compressed(nonunique),
j : dense
)
}>
func.func @sparse_example(%input : tensor<10x10xf32, #COO>) -> tensor<10x10xf32> {
  %0 = sparse_tensor.convert %input : tensor<10x10xf32, #COO> to tensor<10x10xf32>
  
  %i = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %l = sparse_tensor.extract_iteration_space %input lvls = 0 : tensor<10x10xf32, #COO> -> !sparse_tensor.iter_space<#COO, lvls = 0>
  
  %r1 = sparse_tensor.iterate %it1 in %l iter_args(%outer = %i): !sparse_tensor.iter_space<#COO, lvls = 0 to 1> -> index {
    %l2 = sparse_tensor.extract_iteration_space %input at %it1 lvls = 1 : tensor<10x10xf32, #COO>, 
                                                 !sparse_tensor.iterator<#COO, lvls = 0 to 1> -> !sparse_tensor.iter_space<#COO, lvls = 1>
    %r2 = sparse_tensor.iterate %it2 in %l2 iter_args(%inner = %outer): !sparse_tensor.iter_space<#COO, lvls = 1 to 2> -> index {
      %k = arith.addi %inner, %c1 : index
      sparse_tensor.yield %k : index
    }
    sparse_tensor.yield %r2 : index
  }
  
  return %0 : tensor<10x10xf32>
}
