module {
  llvm.func @atanh_vec_f32(%arg0: vector<8xf32>) {
    %0 = math.atanh %arg0 : vector<8xf32>
    vector.yield %arg0 : vector<8xf32>
  }
  llvm.func @_mlir_ciface_atanh_vec_f32(%arg0: vector<8xf32>) attributes {llvm.emit_c_interface} {
    llvm.call @atanh_vec_f32(%arg0) : (vector<8xf32>) -> ()
    llvm.return
  }
}

