module {
  func.func @m0(%arg0: !async.token) attributes {llvm.emit_c_interface} {
    return
  }
}
