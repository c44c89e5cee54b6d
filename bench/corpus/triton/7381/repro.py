import triton
import triton.language as tl
import torch

@triton.jit
def func(
    x_ptr, 
    stride_row, 
    stride_col, 
    num_rows: tl.constexpr, 
    num_cols: tl.constexpr, 
    
):
    
    x_block_ptr = tl.make_block_ptr(
        base=x_ptr, 
        shape=(num_rows, num_cols), 
        strides=(stride_row, stride_col), 
        offsets=(0, 0), 
        block_shape=(num_rows, num_cols), 
        order=(1, 0)
    )

    x_data = tl.load(
        pointer=x_block_ptr, 
        boundary_check=(), 
        padding_option="", 
    )
    y_data = x_data * 2.5

    # this fails
    tl.atomic_add(
        pointer=x_block_ptr, 
        val=y_data, 
    )

     

if __name__ == "__main__":
    num_rows = 2
    num_cols = 4
    x = torch.ones(size=(num_rows, num_cols), dtype=torch.float64, device="cuda")
    print(f"before x: ", x)

    func[(1, )](
        x_ptr=x, 
        num_rows=num_rows, 
        num_cols=num_cols, 
        stride_row=x.stride(0), 
        stride_col=x.stride(1), 
    )
    print(f"after x: ", x)
