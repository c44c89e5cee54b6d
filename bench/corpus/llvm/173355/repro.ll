define amdgpu_kernel void @hamming_search_inner_loop1() {
entry:
  br label %end

end:                                              ; preds = %entry
  ret void
}

define amdgpu_kernel void @hamming_search_inner_loop2() {
entry:
  br label %end

end:                                              ; preds = %entry
  ret void
}

