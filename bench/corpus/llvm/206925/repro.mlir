module {
  func.func @f(%arg0: f32 {test._ptr}) attributes {test.ptr} {
    %0 = "test.ptr"(%arg0) {test._ptr} : (f32) -> f32
    %1 = "test.ptr"(%arg0) {test.inclusive} : (f32) -> f32
    %2 = "test.ptr"(%arg0) {test.exclusive} : (f32) -> f32
    %3 = "test.ptr"(%arg0) {test.c_ptr} : (f32) -> f32
    return
  }
}

