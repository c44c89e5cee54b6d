  func.func @func(%a : vector<4xf32>) {
    %r = math.tanh %a : vector<4xf32>
    vector.print %r : vector<4xf32>
    return
  }
