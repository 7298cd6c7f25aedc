#!/usr/bin/env bash
# Regenerates the CRDs from the Java types of the api module and copies them to deploy/crds/.
# Run it after changing a type in ai.silogen.kaiwo.api.{kaiwo,config,kubeai}; CrdCopyTest fails
# until deploy/crds matches the generated files.
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "$0")")/.." && pwd)"
. "$ROOT/scripts/jdk.sh"
kaiwo_find_jdk

GENERATED="$ROOT/api/target/classes/META-INF/fabric8"
# Start from an empty output directory so that CRDs of removed kinds do not linger.
rm -rf "$GENERATED"
(cd "$ROOT" && ./mvnw -q -B -ntp -pl api process-classes)

mkdir -p "$ROOT/deploy/crds"
rm -f "$ROOT"/deploy/crds/*.yml
cp "$GENERATED"/*.yml "$ROOT/deploy/crds/"
echo "deploy/crds updated:"
(cd "$ROOT/deploy/crds" && ls -1 ./*.yml | sed 's|^\./|  |')
