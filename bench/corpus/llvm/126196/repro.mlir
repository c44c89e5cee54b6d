module {
  func.func @func1() {
    %cst_5 = arith.constant 0x4DD16869 : f32
    %58 = vector.broadcast %cst_5 : f32 to vector<22x22xf32>
    %59 = vector.fma %58, %58, %58 : vector<22x22xf32>
    %90 = vector.extract_strided_slice %59 {offsets = [16], sizes = [1], strides = [1]} : vector<22x22xf32> to vector<1x22xf32>
    %171 = vector.transpose %90, [1, 0] : vector<1x22xf32> to vector<22x1xf32>
    return
  }
}
