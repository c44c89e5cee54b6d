mask = tl.load(M_block_ptr, boundary_check=(0, 1), padding_option="zero")
p = tl.where(mask, p, 0.0)
