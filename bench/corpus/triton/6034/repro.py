#!/usr/bin/env python3

import typing
import triton

class Test(typing.NamedTuple):
    test: int

@triton.jit
def create_test():
    t = Test(1)
    return t

@triton.jit
def test():
    t = create_test()
    print("", t.test)

if __name__ == "__main__":
    test[(1,)]()
