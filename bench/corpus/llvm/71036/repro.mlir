func.func nested @func1()  {
  %cst_0 = arith.constant 4.102400e+04 : f16
  %false = arith.constant false
  %34 = vector.broadcast %cst_0 : f16 to vector<1xf16>
  %35 = vector.broadcast %false : i1 to vector<1xi1>
  %36 = vector.mask %35 { vector.multi_reduction <maxf>, %34, %34 [] : vector<1xf16> to vector<1xf16> } : vector<1xi1> -> vector<1xf16>
  %40 = vector.extract_strided_slice %36 {offsets = [0], sizes = [1], strides = [1]} : vector<1xf16> to vector<1xf16>
  vector.print %40 : vector<1xf16>
  return 
}
