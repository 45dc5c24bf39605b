#!/usr/bin/env bash
# Build the hlo2chakra + ASTRA-sim image (docker/Dockerfile) from the repository root.
#
#   scripts/docker_build.sh                                   # upstream sources at the pinned commits
#   scripts/docker_build.sh --local astra-sim-518bd513-src.tar.xz --base local/debian:bookworm
#
# --local copies the source tarball into docker/astra-sim-src/ (the build context) and builds with
# ASTRA_SIM_SOURCE=local, so no source is downloaded; apt and pip still need a package mirror, which
# the build reaches through --network host. Extra arguments after -- go to `docker build`.
set -euo pipefail
cd "$(dirname "$0")/.."
tag=hlo2chakra/astra-sim:518bd513
base=debian:bookworm
source=upstream
while [ $# -gt 0 ]; do
  case "$1" in
    --local) cp -- "$2" docker/astra-sim-src/; source=local; shift 2 ;;
    --base) base=$2; shift 2 ;;
    --tag) tag=$2; shift 2 ;;
    --) shift; break ;;
    *) echo "usage: $0 [--local TARBALL] [--base IMAGE] [--tag TAG] [-- docker build args]" >&2; exit 2 ;;
  esac
done
start=$(date +%s)
docker build --network host -f docker/Dockerfile -t "$tag" \
  --build-arg BASE_IMAGE="$base" --build-arg ASTRA_SIM_SOURCE="$source" "$@" .
echo "built $tag from $source sources on $base in $(( $(date +%s) - start )) s;" \
  "size $(docker image inspect --format '{{.Size}}' "$tag" | awk '{printf "%.0f MB", $1/1e6}')"
