func.func private @private2(%0 : i32) -> () {
  %cond = arith.index_cast %0 {tag = "in_private2"} : i32 to index
  func.return
}
