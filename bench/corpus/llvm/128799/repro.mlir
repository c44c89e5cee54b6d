module {  
    func.func @tensor_computation(%X: memref<1024x1024xf32, "slowMemorySpace">, %Y: memref<1024x1024xf32, "slowMemorySpace">, %Z: memref<1024x1024xf32, "slowMemorySpace">) -> memref<1024x1024xf32, "slowMemorySpace"> {
        affine.for %i = 0 to 1024 step 64 {
            affine.for %j = 0 to 1024 step 64 {
                %valX = affine.load %X[%i, %j] : memref<1024x1024xf32, "slowMemorySpace">
                %valY = affine.load %Y[%i, %j] : memref<1024x1024xf32, "slowMemorySpace">
                %result = arith.addf %valX, %valY : f32
                affine.store %result, %Z[%i, %j] : memref<1024x1024xf32, "slowMemorySpace">
            }
        }
        return %Z : memref<1024x1024xf32, "slowMemorySpace">
    }
}
