#!/usr/bin/env bash
# CI: the README's start works from a clone in a private (0700) folder, as root too, and `npm run dev` serves `/`.
# Reuses this clone's node_modules (and its build, when there is one) so it stays well under two minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=$(mktemp -d) # mode 0700, like root's home
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

free_port() { node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }

# wait_for URL SECONDS: until the URL answers 200
wait_for() {
  for _ in $(seq 1 "$2"); do
    if curl -fsS -o /dev/null "$1" 2>/dev/null; then return 0; fi
    sleep 1
  done
  return 1
}

# stop PID LOG: SIGTERM to the start's process group (npm does not pass it on), wait for all of it to end,
# then no postgres may be left on the cluster the log names
stop_and_check() {
  kill -TERM -- "-$1"
  for _ in $(seq 1 100); do kill -0 -- "-$1" 2>/dev/null || break; sleep 0.2; done
  if kill -0 -- "-$1" 2>/dev/null; then echo "FAIL: the server did not stop on SIGTERM"; exit 1; fi
  local cluster
  cluster=$(grep -oE 'cluster (in|lives in) /[^ ]+' "$2" | head -1 | awk '{print $NF}')
  sleep 1
  if [ -n "$cluster" ]; then
    for cmdline in /proc/[0-9]*/cmdline; do
      if { tr '\0' ' ' <"$cmdline"; } 2>/dev/null | grep -qE "^[^ ]*/postgres -D $cluster "; then
        echo "FAIL: a postgres is still running on $cluster ($cmdline)"; cat "$2"; exit 1
      fi
    done
  fi
  if [ -n "$cluster" ] && [ -f "$cluster/postmaster.pid" ]; then
    echo "FAIL: $cluster/postmaster.pid left behind"; exit 1
  fi
  case "$cluster" in /var/lib/nikat/*) rm -rf "$(dirname "$cluster")" ;; esac
}

echo "== npm start from a clone in a private folder ($(id -un))"
clone="$work/nikat"
git clone -q "$root" "$clone"
ln -s "$root/node_modules" "$clone/node_modules"
if [ -f "$root/build/host/start.js" ]; then
  # Same commit, so the same build; touched so the fresh checkout's times do not trigger a rebuild.
  cp -a "$root/build" "$clone/build"
  find "$clone/build" -exec touch {} +
fi
port=$(free_port)
log="$work/start.log"
(cd "$clone" && PORT=$port HOST=127.0.0.1 LOG_LEVEL=warn exec setsid npm start >"$log" 2>&1) &
pids+=($!)
if ! wait_for "http://127.0.0.1:$port/readyz" 90; then echo "FAIL: /readyz never answered"; cat "$log"; exit 1; fi
# To a file first: `curl | grep -q` fails under pipefail when grep stops reading before curl has written it all.
curl -fsS -o "$work/start.html" "http://127.0.0.1:$port/" && grep -q '<html' "$work/start.html" || { echo "FAIL: / did not answer a page"; cat "$log"; exit 1; }
stop_and_check "${pids[-1]}" "$log"
grep '^\[nikat\]' "$log"
echo "start from a private folder: ok"

echo "== npm run dev"
data="$work/dev-data"
mkdir -m 0755 "$data"
chmod 0711 "$work" # the postgres user must reach DATA_DIR (the private-folder case is covered above)
port=$(free_port)
log="$work/dev.log"
(PORT=$port HOST=127.0.0.1 DATA_DIR=$data LOG_LEVEL=warn exec setsid npm run dev >"$log" 2>&1) &
pids+=($!)
if ! wait_for "http://127.0.0.1:$port/readyz" 90; then echo "FAIL: npm run dev never got ready"; cat "$log"; exit 1; fi
status=$(curl -sS -o "$work/dev.html" -w '%{http_code}' "http://127.0.0.1:$port/")
if [ "$status" != 200 ] || ! grep -q '<html' "$work/dev.html"; then echo "FAIL: npm run dev answered $status for /"; cat "$log"; exit 1; fi
stop_and_check "${pids[-1]}" "$log"
echo "npm run dev: ok"
