# Sourced (POSIX sh) by the scripts and the Makefile, from the package root: where the shared
# inputs are, as Sources/SharedFolder computes it for the Swift tests and benchmarks.
#   DETENTS_SHARED  the project's shared folder (default ../shared, beside the checkout)
#   DETENTS_SEEDS   the specification seeds (default $DETENTS_SHARED/seeds)
# A relative path is taken from the package root.
DETENTS_SHARED=${DETENTS_SHARED:-../shared}
DETENTS_SEEDS=${DETENTS_SEEDS:-$DETENTS_SHARED/seeds}
export DETENTS_SHARED DETENTS_SEEDS

# `detents_require_seeds WHO`: nothing when the seed examples are there; else one line on stderr
# saying what is missing and how to get it, and status 1.
detents_require_seeds() {
  for f in "$DETENTS_SEEDS"/examples/*.swift; do
    [ -f "$f" ] && return 0
  done
  echo "$1: the specification seeds are not at $DETENTS_SEEDS (no examples/*.swift there); set DETENTS_SEEDS=/path/to/seeds or DETENTS_SHARED=/path/to/shared; they come with the project's shared/ folder" >&2
  return 1
}
