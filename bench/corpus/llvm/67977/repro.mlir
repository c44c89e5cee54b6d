%44 = tensor.empty() : tensor<26xi32>
%9 = tensor.empty() : tensor<26xi32>
%45 = linalg.copy ins(%9 : tensor<26xi32>) outs(%44 : tensor<26xi32>) -> tensor<26xi32>
