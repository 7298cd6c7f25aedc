#!/usr/bin/env bash
# Measures the wall time of short kaiwo commands under each start-up option of the JVM: no class-data
# sharing at all, the JDK's own CDS archive only, the launcher's dynamic archive of the CLI's classes
# (what ./kaiwo uses on JDKs before 25), and the JDK 25 AOT cache (what ./kaiwo uses on JDK 25+).
# Prints the median of RUNS runs per command and option. `kaiwo list` needs a running sandbox
# (./kaiwo sandbox --background). A measurement, not a test: the numbers depend on the machine.
#   scripts/startup-times.sh [RUNS]
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "$0")")/.." && pwd)"
. "$ROOT/scripts/jdk.sh"
kaiwo_find_jdk
RUNS="${1:-9}"
JAR="$ROOT/cli/target/kaiwo.jar"
"$ROOT/kaiwo" version >/dev/null # builds the jar when needed
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

BASE=(-XX:TieredStopAtLevel=1 --sun-misc-unsafe-memory-access=allow -Xlog:cds=off -Xlog:cds+dynamic=off -Xlog:aot=off)
[ "$KAIWO_JAVA_MAJOR" -ge 24 ] || BASE=(-XX:TieredStopAtLevel=1 -Xlog:cds=off)

declare -A OPTIONS=(
  [no-cds]="-Xshare:off"
  [jdk-cds]="-Xshare:auto"
  [app-cds]="-XX:SharedArchiveFile=$WORK/kaiwo.jsa -XX:+AutoCreateSharedArchive -Xshare:auto"
)
ORDER=(no-cds jdk-cds app-cds)
if [ "$KAIWO_JAVA_MAJOR" -ge 25 ]; then
  OPTIONS[aot-cache]="-XX:AOTCache=$WORK/kaiwo.aot"
  ORDER+=(aot-cache)
fi

run() { # option, command... ; prints milliseconds
  local start end
  start=$(date +%s%N)
  # shellcheck disable=SC2086
  "$JAVA_HOME/bin/java" "${BASE[@]}" ${OPTIONS[$1]} -jar "$JAR" "${@:2}" >/dev/null 2>&1 || true
  end=$(date +%s%N)
  echo $(((end - start) / 1000000))
}

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# Training runs as in ./kaiwo: the first app-cds run writes the archive; the AOT cache is recorded from
# `kaiwo list` against an unreachable cluster (JDK 25's one-step -XX:AOTCacheOutput).
printf '%s\n' "apiVersion: v1" "kind: Config" \
  "clusters: [{name: none, cluster: {server: 'http://127.0.0.1:1'}}]" "users: [{name: none, user: {}}]" \
  "contexts: [{name: none, context: {cluster: none, user: none}}]" "current-context: none" >"$WORK/unreachable"
run app-cds list -A --all-users >/dev/null
if [ "$KAIWO_JAVA_MAJOR" -ge 25 ]; then
  "$JAVA_HOME/bin/java" "${BASE[@]}" -XX:AOTCacheOutput="$WORK/kaiwo.aot" -jar "$JAR" list \
    --kubeconfig "$WORK/unreachable" >/dev/null 2>&1 || true
fi

# The options take turns run by run, so that a change of the machine's load hits them all alike.
printf '%-28s' "command"; for o in "${ORDER[@]}"; do printf '%12s' "$o"; done; echo
for cmd in "version" "list -A --all-users"; do
  for o in "${ORDER[@]}"; do : >"$WORK/times-$o"; done
  for _ in $(seq "$RUNS"); do
    for o in "${ORDER[@]}"; do
      # shellcheck disable=SC2086
      run "$o" $cmd >>"$WORK/times-$o"
    done
  done
  printf '%-28s' "kaiwo $cmd"
  for o in "${ORDER[@]}"; do printf '%10sms' "$(median <"$WORK/times-$o")"; done
  echo
done
