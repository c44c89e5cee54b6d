@triton.jit
def round_triton_nvidia(x):
    return libdevice.round(x)

@triton.jit
def round_triton_amd(x):
    return libdevice.floor(x + 0.50)

if IS_HIP:
    round_triton = round_triton_amd
else:
    round_triton = round_triton_nvidia
