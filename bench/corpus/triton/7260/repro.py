#!/usr/bin/env python3
    
import triton.language as tl
import triton
import torch


@triton.jit
def mvp_kernel(
    out_ptr, out_d1, out_d2, 
    BLOCK_LENGTH: tl.constexpr,
):         
    pid_x1 = tl.program_id(axis=0)
    pid_x2 = tl.program_id(axis=1)
    pid_rd = tl.program_id(axis=2)

    offs_d1 = (pid_x1 * BLOCK_LENGTH + tl.arange(0, BLOCK_LENGTH)).to(tl.uint64)
    offs_d2 = (pid_x2 * BLOCK_LENGTH + tl.arange(0, BLOCK_LENGTH)).to(tl.uint64)
    
    offs_out = (offs_d1[:, None] * out_d2) + (offs_d2[None, :])
    out_ptrs = out_ptr + offs_out
                                
    out_mask = (offs_d1 < out_d1)[:, None] & (offs_d2 < out_d2)[None, :]

    tl.atomic_add(out_ptrs, BLOCK_LENGTH, mask=out_mask)
    
                        
def mvp(x1_size, x2_size, rd_size, device, block_sizes):
    output = torch.zeros((x1_size, x2_size), device=device)
    grid = lambda meta: (triton.cdiv(x1_size, meta["BLOCK_LENGTH"]), triton.cdiv(x2_size, meta["BLOCK_LENGTH"]), triton.cdiv(rd_size, meta["BLOCK_LENGTH"]))                                                    

    mvp_kerne
