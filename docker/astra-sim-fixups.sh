#!/bin/sh
# The three small source fixes the shared ASTRA-sim binaries were built with (see README.md here):
# needed when the Chakra fork f37c2bb and network backend 599a047 replace 518bd513's own submodule
# pins. Idempotent: a tree that already carries a fix (the offline tarball does) is left alone.
set -eu
root=${1:?usage: astra-sim-fixups.sh ASTRA_SIM_DIR}

cmake_file="$root/extern/network_backend/analytical/CMakeLists.txt"
if ! grep -q 'if *(NOT TARGET yaml-cpp)' "$cmake_file"; then
  # two builds of yaml-cpp (ASTRA-sim's FetchContent and the backend's own copy) would clash
  sed -i 's|^\( *\)add_subdirectory(\(.*extern/yaml-cpp.*\))|\1if (NOT TARGET yaml-cpp)\n\1    add_subdirectory(\2)\n\1endif()|' "$cmake_file"
fi

feeder="$root/extern/graph_frontend/chakra/src/feeder_v3/et_feeder.h"
if ! grep -q 'using ETFeeder = FeederV3::ETFeeder' "$feeder"; then
  # ASTRA-sim names Chakra::ETFeeder; the fork declares it in Chakra::FeederV3
  sed -i 's|^} // namespace Chakra|using ETFeeder = FeederV3::ETFeeder;\n} // namespace Chakra|' "$feeder"
fi

cxxopts=$(find "$root/extern/helper/cxxopts" -name cxxopts.hpp | head -n 1)
if ! grep -q '#include <cstdint>' "$cxxopts"; then
  # newer compilers no longer pull <cstdint> in transitively
  sed -i '0,/#include </s|#include <|#include <cstdint>\n#include <|' "$cxxopts"
fi
grep -q 'if *(NOT TARGET yaml-cpp)' "$cmake_file"
grep -q 'using ETFeeder = FeederV3::ETFeeder' "$feeder"
grep -q '#include <cstdint>' "$cxxopts"
