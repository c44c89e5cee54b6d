@triton.jit
def simple_modulo(input):
    values = tl.arange(0, 128).to(tl.uint32)
    even = values % 2
    
simple_modulo[(1,)](ch.randn(10).cuda())
