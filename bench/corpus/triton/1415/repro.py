MASK = tl.load(XXX) # 2-D
min_r = tl.min(MASK, axis=1)
minimum = tl.min(min_r, axis=0)
if (minimum > 0 )return
