#!/bin/sh
# The image's entry point: `kaiwo <command>` on the image's JDK.
# The gateway skips JSON string bytes with SIMD when the runtime has the incubating Vector API module
# (docs/decisions/0011). Asking for a module the runtime lacks would stop the JVM, so look first.
set -eu
JAVA="${JAVA_HOME:+$JAVA_HOME/bin/}java"
SIMD=""
if [ "${1:-}" = gateway ] && "$JAVA" --list-modules 2>/dev/null | grep -q '^jdk\.incubator\.vector@'; then
  SIMD="--add-modules=jdk.incubator.vector"
fi
exec "$JAVA" -XX:+ExitOnOutOfMemoryError $SIMD -jar "${KAIWO_JAR:-/opt/kaiwo/kaiwo.jar}" "$@"
