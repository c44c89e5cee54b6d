%c2 = arith.constant 2 : index
