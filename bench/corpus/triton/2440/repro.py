import triton

@triton.jit
def f():
    @triton.jit()
    def g():
        pass
    pass

f[(1,)]()
