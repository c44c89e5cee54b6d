define fastcc fp128 @fn(i128 %0) {
start:
  br label %bb106.i

bb129.i:                                          
  ret fp128 0xL00000000000000000000000000000000

bb106.i:                                         
  %_0.i28.i = icmp ult i128 %0, 41538374868278621028243970633760768
  br i1 %_0.i28.i, label %bb129.thread.i, label %bb129.i

bb129.thread.i:                                 
  ret fp128 0xL00000000000000000000000000000000
}
