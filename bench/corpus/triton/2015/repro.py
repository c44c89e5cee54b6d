for idx in range(0, end, step):
    idx = idx + offset
