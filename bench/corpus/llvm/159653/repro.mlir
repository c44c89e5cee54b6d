"builtin.module"() ({
  "func.func"() <{function_type = (tensor<10xf32>) -> tensor<10xf32>, sym_name = "test_func"}> ({
  	^bb0(%arg0: tensor<10xf32>):
    "func.return"(%arg0) : (tensor<10xf32>) -> ()
	}) {shape.function = @shape_lib::@test_shape} : () -> ()
  
  "shape.function_library"() <{sym_name = "shape_lib"}> ({
    "shape.func"() <{
      function_type = (!shape.value_shape) -> !shape.shape,
      sym_name = "test_shape"
    }> ({
    ^bb0(%arg0: !shape.value_shape):
      %0 = "shape.shape_of"(%arg0) : (!shape.value_shape) -> !shape.shape
      "shape.return"(%0) : (!shape.shape) -> ()
    }) : () -> ()
  }) : () -> ()
}) {shape.lib = [@shape_lib]} : () -> ()
