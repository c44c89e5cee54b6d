func.func private @no_block_func_declaration() -> ()
