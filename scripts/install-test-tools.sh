#!/usr/bin/env bash
# Installs the external programs the tests drive: a stock kubectl. Idempotent; uses apt-get (as root or through
# sudo) only when something is missing. Prefers the upstream `kubectl` package where an apt source offers it
# (recent), else Debian's `kubernetes-client` (older, but it speaks the legacy discovery our sandbox serves).
set -euo pipefail
command -v kubectl >/dev/null 2>&1 && exit 0
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
echo "installing kubectl for the tests" >&2
$SUDO apt-get update -qq
for pkg in kubectl kubernetes-client; do
  if apt-cache show "$pkg" >/dev/null 2>&1 \
     && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$pkg" >/dev/null; then
    exit 0
  fi
done
echo "could not install kubectl; the kubectl test will fail" >&2
exit 1
