#!/usr/bin/env bash
# CI: the README's two commands work as a newcomer runs them: a fresh clone in a private (0700) folder whose path has a
# space and non-ASCII letters, `npm ci` there (npm's cache keeps it quick) and `npm start`, as root; the same app as a
# normal user from that user's own private folder; and `npm run dev` serves `/`. Ctrl-C (SIGINT) leaves no PostgreSQL.
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

# wait_for URL SECONDS [PID]: until the URL answers 200; gives up early once the process group PID has ended
wait_for() {
  for _ in $(seq 1 "$2"); do
    if curl -fsS -o /dev/null "$1" 2>/dev/null; then return 0; fi
    if [ -n "${3:-}" ] && ! kill -0 -- "-$3" 2>/dev/null; then return 1; fi
    sleep 1
  done
  return 1
}

# stop PID LOG [SIGNAL]: the signal (TERM by default; INT is what Ctrl-C sends) to the start's whole process group, as
# a terminal does (npm does not pass signals on), wait for all of it to end, then no postgres may be left on the
# cluster the log names
stop_and_check() {
  local signal=${3:-TERM}
  kill "-$signal" -- "-$1"
  for _ in $(seq 1 100); do kill -0 -- "-$1" 2>/dev/null || break; sleep 0.2; done
  if kill -0 -- "-$1" 2>/dev/null; then echo "FAIL: the server did not stop on SIG$signal"; exit 1; fi
  local cluster
  cluster=$(sed -nE 's/^.*cluster (in|lives in) (\/.*)$/\2/p' "$2" | head -1)
  sleep 1
  if [ -n "$cluster" ]; then
    for cmdline in /proc/[0-9]*/cmdline; do
      if { tr '\0' ' ' <"$cmdline"; } 2>/dev/null | grep -qF "/postgres -D $cluster "; then
        echo "FAIL: a postgres is still running on $cluster ($cmdline)"; cat "$2"; exit 1
      fi
    done
  fi
  if [ -n "$cluster" ] && [ -f "$cluster/postmaster.pid" ]; then
    echo "FAIL: $cluster/postmaster.pid left behind"; exit 1
  fi
  case "$cluster" in /var/lib/nikat/*) rm -rf "$(dirname "$cluster")" ;; esac
}

echo "== npm install && npm start from a fresh clone in a private folder ($(id -un))"
clone="$work/Nikat app — নিকট"
git clone -q "$root" "$clone"
(cd "$clone" && npm ci --no-audit --no-fund --prefer-offline --loglevel=error)
# As on a fresh machine: no copy of PostgreSQL's programs from an earlier start (db/postgres-binaries.ts).
if [ "$(id -u)" = 0 ]; then rm -rf /var/lib/nikat/postgres; fi
port=$(free_port)
log="$work/start.log"
(cd "$clone" && PORT=$port HOST=127.0.0.1 LOG_LEVEL=warn exec setsid npm start >"$log" 2>&1) &
pids+=($!)
if ! wait_for "http://127.0.0.1:$port/readyz" 180 "${pids[-1]}"; then echo "FAIL: /readyz never answered"; cat "$log"; exit 1; fi
# To a file first: `curl | grep -q` fails under pipefail when grep stops reading before curl has written it all.
curl -fsS -o "$work/start.html" "http://127.0.0.1:$port/" && grep -qE '(Diagnostics?|Pathology)[^<]*, Kolkata' "$work/start.html" || { echo "FAIL: / did not answer a page with the demo labs"; cat "$log"; exit 1; }
stop_and_check "${pids[-1]}" "$log" INT
grep '^\[nikat\]' "$log"
if [ "$(id -u)" = 0 ] && ! grep -q 'its programs were copied to /var/lib/nikat/postgres/' "$log"; then
  echo "FAIL: as root from a private folder, PostgreSQL's programs were not copied where the postgres user can run them"; exit 1
fi
echo "npm install && npm start from a private folder: ok"

if [ "$(id -u)" = 0 ]; then
  echo "== npm start as a normal user from that user's own private folder"
  user=nikat-ci-newcomer
  id "$user" >/dev/null 2>&1 || useradd --create-home --shell /bin/bash "$user"
  home=$(getent passwd "$user" | cut -d: -f6)
  chmod 0700 "$home"
  userclone="$home/Nikat app — নিকট"
  rm -rf "$userclone"
  cp -a "$clone" "$userclone" # the same install and build, owned by the user
  rm -rf "$userclone/data"
  chown -R "$user:" "$userclone"
  port=$(free_port)
  log="$work/user-start.log"
  (cd "$userclone" && PORT=$port HOST=127.0.0.1 LOG_LEVEL=warn exec setsid runuser -u "$user" -- npm start >"$log" 2>&1) &
  pids+=($!)
  if ! wait_for "http://127.0.0.1:$port/readyz" 120 "${pids[-1]}"; then echo "FAIL: /readyz never answered for $user"; cat "$log"; exit 1; fi
  curl -fsS -o "$work/user.html" "http://127.0.0.1:$port/" && grep -qE '(Diagnostics?|Pathology)[^<]*, Kolkata' "$work/user.html" || { echo "FAIL: / did not answer a page for $user"; cat "$log"; exit 1; }
  stop_and_check "${pids[-1]}" "$log" INT
  if ! grep -qF "cluster in $userclone/data/pg" "$log"; then echo "FAIL: $user's cluster is not in its own DATA_DIR"; cat "$log"; exit 1; fi
  rm -rf "$userclone"
  echo "npm start as $user: ok"
fi

echo "== npm run dev"
data="$work/dev-data"
mkdir -m 0755 "$data"
chmod 0711 "$work" # the postgres user must reach DATA_DIR (the private-folder case is covered above)
port=$(free_port)
log="$work/dev.log"
(PORT=$port HOST=127.0.0.1 DATA_DIR=$data LOG_LEVEL=warn exec setsid npm run dev >"$log" 2>&1) &
pids+=($!)
if ! wait_for "http://127.0.0.1:$port/readyz" 90 "${pids[-1]}"; then echo "FAIL: npm run dev never got ready"; cat "$log"; exit 1; fi
status=$(curl -sS -o "$work/dev.html" -w '%{http_code}' "http://127.0.0.1:$port/")
if [ "$status" != 200 ] || ! grep -q '<html' "$work/dev.html"; then echo "FAIL: npm run dev answered $status for /"; cat "$log"; exit 1; fi
stop_and_check "${pids[-1]}" "$log"
echo "npm run dev: ok"
