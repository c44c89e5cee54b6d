import triton
import triton.language as tl
import torch

@triton.jit
def triton_transpose(X,Y,dim:tl.constexpr):
    m = tl.program_id(0)
    indexes = tl.arange(0, dim)
    x_indexes = X + indexes[:,None]*dim + indexes[None,:]
    x = tl.load(x_indexes)
    y = tl.trans(x)
    y_indexes = Y + indexes[:,None]*dim + indexes[None,:]
    tl.store(y_indexes,y)

def transpose(X,Y):
    grid = (1,)
    triton_transpose[grid](X,Y,dim=X.shape[0])

def main():
    X = torch.arange(16,dtype=torch.float32,device='cuda').reshape((4,4))
    print(X)
    Y = torch.empty_like(X)
    transpose(X,Y)
    print(Y)

if __name__=="__main__":
    main()
