import triton
import triton.language as tl
@triton.jit
def mult_zeroes(debug_ptr):
    # this still fails if these are replaced with tl.rand(debug_seed, tl.arange(0, 256))
    first_zeroes = tl.zeros((256,), dtype=tl.float32)
    second_zeroes = tl.zeros((256,), dtype=tl.float32)
    # if i remove the store line, it doesn't error.
    # if i change it to just `first_zeroes` instead of `first_zeroes + second_zeroes` i get the map::at traceback below.
    # I get the same traceback if I change it to `tl.sum(first_zeroes, axis=0) + tl.sum(second_zeroes, axis=0)`
    # it segfaults if it's `first_zeroes * second_zeroes`, `first_zeroes * second_zeroes`, or `tl.minimum(first_zeroes, second_zeroes)`, 
    tl.store(debug_ptr, first_zeroes + second_zeroes)

debug_tensor = to
