func.func public @test() -> tensor<complex<f64>> {

    %c1 = complex.constant [0.1, -1.0] : complex<f64>
    %0 = tensor.from_elements %c1 : tensor<complex<f64>>

    return %0 : tensor<complex<f64>>
}
