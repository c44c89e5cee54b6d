module {
    func.func @process_elements(%range_x: index, %range_y: index) {
        scf.forall (%x, %y) in (%range_x, %range_y) {
            llvm.return
        }
        return
    }
}
