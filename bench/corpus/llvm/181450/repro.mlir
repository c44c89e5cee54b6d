module {
  func.func @main() {
    %0 = ptr.type_offset i32 : index
    %1 = gpu.lane_id
    %2 = emitc.rem %1, %0 : (index, index) -> index
    %3 = mpi.comm_world : !mpi.comm
    %4 = shape.mul %2, %0 : index, index -> index
    %5 = vector.create_mask %4 : vector<4xi1>
    %6 = gpu.warp_execute_on_lane_0(%4)[32] -> vector<4xi1> {
      affine.yield %5 : vector<4xi1>
    }
    return
  }
}
