# Sourced by ./kaiwo, ./test and the other scripts: exports JAVA_HOME pointing at a JDK >= 21 (and its feature
# version as KAIWO_JAVA_MAJOR).
# Order: $JAVA_HOME if it is new enough, then the usual install locations, newest first.
# Kept in shell because it must work before any Java is known.

kaiwo_java_major() { # prints the feature version of the JDK at $1, or nothing
  # The JDK's `release` file answers without starting a JVM (this runs on every ./kaiwo call).
  local v=""
  [ -r "$1/release" ] && v=$(sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$1/release" | head -n1)
  if [ -z "$v" ] && [ -x "$1/bin/java" ]; then
    v=$("$1/bin/java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.specification\.version = \([0-9]*\).*/\1/p' | head -n1)
  fi
  [ "$v" = "1" ] && v=8 # 1.8-style versions are far too old anyway
  echo "$v"
}

kaiwo_find_jdk() {
  local min=21 candidate major
  local -a candidates=()
  [ -n "${JAVA_HOME:-}" ] && candidates+=("$JAVA_HOME")
  # Standard locations: Debian/Ubuntu, RHEL/Fedora, SDKMAN, macOS, then whatever `java` on PATH belongs to.
  for d in /usr/lib/jvm/* /usr/java/* /opt/java/* /opt/jdk* "$HOME"/.sdkman/candidates/java/* \
           /Library/Java/JavaVirtualMachines/*/Contents/Home; do
    [ -x "$d/bin/java" ] && [ -x "$d/bin/javac" ] && candidates+=("$d")
  done
  if command -v javac >/dev/null 2>&1; then
    candidates+=("$(dirname "$(dirname "$(readlink -f "$(command -v javac)")")")")
  fi
  local best="" best_major=0
  for candidate in "${candidates[@]}"; do
    [ -x "$candidate/bin/java" ] && [ -x "$candidate/bin/javac" ] || continue
    major=$(kaiwo_java_major "$candidate")
    [ -n "$major" ] || continue
    # Keep JAVA_HOME when it qualifies; otherwise take the newest JDK found.
    if [ "$candidate" = "${JAVA_HOME:-}" ] && [ "$major" -ge "$min" ]; then best="$candidate"; best_major=$major; break; fi
    if [ "$major" -ge "$min" ] && [ "$major" -gt "$best_major" ]; then best="$candidate"; best_major=$major; fi
  done
  if [ -z "$best" ]; then
    {
      echo "kaiwo: no JDK >= $min found."
      echo "  looked at: \$JAVA_HOME (${JAVA_HOME:-unset}), /usr/lib/jvm/*, /usr/java/*, /opt/java/*, ~/.sdkman, and javac on PATH."
      echo "  fix: install one (e.g. 'apt-get install openjdk-21-jdk-headless') or set JAVA_HOME to it."
    } >&2
    return 1
  fi
  export JAVA_HOME="$best"
  export KAIWO_JAVA_MAJOR="$best_major"
  export PATH="$JAVA_HOME/bin:$PATH"
}
