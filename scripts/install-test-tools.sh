#!/usr/bin/env bash
# Installs the external programs the tests and benchmarks drive: a stock kubectl, Node.js and npm for the test that
# calls the gateway through the official OpenAI SDK (OfficialOpenAiSdkTest), Python 3 for the test that runs vLLM
# pods' preStop hook (ServerDrainTest), and HAProxy and nginx for the
# proxy-overhead benchmark (bench/run overhead). Idempotent and quiet; uses apt-get (as root or through sudo), and
# runs `apt-get update` only when something is missing.
# kubectl: prefers the upstream `kubectl` package where an apt source offers it (recent), else Debian's
# `kubernetes-client` (older, but it speaks the legacy discovery our sandbox serves).
# nginx: Debian 12 ships the binary in `nginx`; older releases in `nginx-light`.
# node: Debian's `nodejs` (18 on Debian 12) is enough; where NodeSource's is installed, it brings npm too.
set -euo pipefail
export PATH="$PATH:/usr/sbin:/sbin"

# tool name, then the packages that provide it, in order of preference. kubectl, node, npm and python3 are required (./test
# makes their tests fail when they are missing); without haproxy or nginx the overhead benchmark reports them as
# "not installed".
REQUIRED="kubectl node npm python3"
WANTED=(
  "kubectl kubectl kubernetes-client"
  "python3 python3"
  "node nodejs"
  "npm npm"
  "haproxy haproxy"
  "nginx nginx nginx-light"
)

missing=()
for entry in "${WANTED[@]}"; do
  read -r tool _ <<<"$entry"
  command -v "$tool" >/dev/null 2>&1 || missing+=("$entry")
done
[ ${#missing[@]} -eq 0 ] && exit 0

SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
echo "installing for the tests and benchmarks: $(for e in "${missing[@]}"; do printf '%s ' "${e%% *}"; done)" >&2
$SUDO apt-get update -qq

status=0
for entry in "${missing[@]}"; do
  read -r tool packages <<<"$entry"
  installed=""
  for pkg in $packages; do
    if apt-cache show "$pkg" >/dev/null 2>&1 \
       && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "$pkg" >/dev/null; then
      installed=1
      break
    fi
  done
  if [ -z "$installed" ] && [[ " $REQUIRED " == *" $tool "* ]]; then
    echo "could not install $tool (tried: $packages); the tests that run it will fail" >&2
    status=1
  elif [ -z "$installed" ]; then
    echo "could not install $tool (tried: $packages); the overhead benchmark will skip it" >&2
  fi
done
# Debian's nginx package starts a system service on install; the benchmark runs its own instance instead.
if command -v nginx >/dev/null 2>&1 && command -v systemctl >/dev/null 2>&1; then
  $SUDO systemctl disable --now nginx >/dev/null 2>&1 || true
fi
exit $status
