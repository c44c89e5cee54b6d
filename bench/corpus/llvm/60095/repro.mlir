func.func private @async_execute_fn() -> (!async.token, !async.value<f32>) {
  %0 = async.runtime.create : !async.token
  %1 = async.runtime.create : !async.value<f32>
  %2 = async.coro.id
  %3 = async.coro.begin %2
  %4 = async.coro.save %3
  async.coro.suspend %4, ^bb3, ^bb1, ^bb2
^bb1:  
  cf.br ^bb2
^bb2:   
  cf.br ^bb3
^bb3:  
  return %0, %1 : !async.token, !async.value<f32>
}
