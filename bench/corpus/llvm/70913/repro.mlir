func.func private @mlirAsyncRuntimGetNumWorkerThreads() -> index
