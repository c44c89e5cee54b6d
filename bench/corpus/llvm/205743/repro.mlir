module {
  func.func @f() attributes {test.insert_args = [[0, i1, {test.}], [1, i1, {test.}], [2, i1, {test.}]]} {
    return
  }
}

