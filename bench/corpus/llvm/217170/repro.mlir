module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.default_memory_space" = 7 : ui64>} {
  func.func @m() {
    %0 = "test.data_layout_query"() : () -> !ptr.ptr<#test.const_memory_space<4>>
    return
  }
}
