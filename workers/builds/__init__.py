"""Build provider: commits built in containers (docker SDK) with a persistent ccache volume and
a size-bounded artifact cache. `recipes` says what runs, `docker.ContainerBuilder` runs it,
`cache.ArtifactCache` keeps the results, `pinned` chains triton on top of its pinned LLVM."""
