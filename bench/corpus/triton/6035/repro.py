#!/usr/bin/env python3

import typing
import triton


class Test(typing.NamedTuple):
    test: int


@triton.jit
def create_test():
    return Test(1)


@triton.jit
def test():
    t = create_test()


if __name__ == "__main__":
    test[(1,)]()
