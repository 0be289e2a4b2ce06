#!/usr/bin/env bash
# Proves the Dockerfile builds and serves on a machine that reaches no image registry, only Debian's
# mirror and the npm registry (decision 0021): commits a local stand-in for the official Node image
# (kept between runs), builds the Dockerfile unchanged with buildah, runs the image's command,
# checks /healthz, the image's HEALTHCHECK and `/`, then stops it with SIGTERM and checks it exits
# cleanly. Any failure ends it non-zero with one line saying why; it prints its timings.
#
# Everything lives under CONTAINER_CHECK_DIR (/var/tmp/container-check): the stand-in base image
# (about 0.5 GB) and the layers of the last build (about 1.5 GB on overlay), kept as Docker keeps
# its build cache, so that the next build on this machine reinstalls nothing while package.json and
# the lockfile are unchanged (decision 0031); the built image and its containers are removed at the
# end unless CONTAINER_CHECK_KEEP=1. `rm -rf` that folder to reclaim it all.
set -eEuo pipefail
cd "$(dirname "$0")/.."

# debootstrap and buildah's storage need root.
if [ "$(id -u)" -ne 0 ]; then exec sudo --preserve-env=CONTAINER_CHECK_DIR bash "$0" "$@"; fi

STORE="${CONTAINER_CHECK_DIR:-/var/tmp/container-check}"
IMAGE="localhost/staffing-site:check"
CONTAINER="staffing-site-check"
# The server's own grace period is 10 s, after which it forces the end within 5 s more.
STOP_WITHIN_SECONDS=20
START_WITHIN_SECONDS=90

TIMINGS=()
STEP=""
STEP_STARTED=0
step() {
  finish_step
  STEP="$1"
  STEP_STARTED=$(date +%s)
  echo "container-check: $STEP..."
}
finish_step() {
  if [ -n "$STEP" ]; then TIMINGS+=("$STEP $(($(date +%s) - STEP_STARTED))s"); fi
  STEP=""
}
print_timings() {
  local IFS=","
  echo "container-check: timings: ${TIMINGS[*]}"
}
fail() {
  finish_step
  print_timings
  echo "container-check: FAILED: $*" >&2
  exit 1
}

source scripts/lib/apt.sh
source scripts/container/stand-in-base.sh

# overlay keeps a layer as its difference from the one below and mounts them; vfs, the fallback
# where the kernel cannot mount overlay, copies every layer whole (gigabytes, and minutes of
# copying), so only overlay keeps the build's layers between runs. Each driver has its own storage.
overlay_mounts() {
  local probe="$STORE/overlay-probe" mounted=1
  mkdir -p "$probe"/{lower,upper,work,merged}
  if mount -t overlay overlay -o "lowerdir=$probe/lower,upperdir=$probe/upper,workdir=$probe/work" "$probe/merged" 2>/dev/null; then
    umount "$probe/merged"
    mounted=0
  fi
  rm -rf "$probe"
  return $mounted
}
DRIVER=vfs
bh() {
  buildah --root "$STORE/storage-$DRIVER" --runroot "$STORE/run-$DRIVER" --storage-driver "$DRIVER" "$@"
}

descendants() { local child; for child in $(pgrep -P "$1" || true); do echo "$child"; descendants "$child"; done; }

RUN_PID=""
cleanup() {
  trap - ERR
  if [ -n "$RUN_PID" ] && kill -0 "$RUN_PID" 2>/dev/null; then
    disown "$RUN_PID" 2>/dev/null || true
    # shellcheck disable=SC2046 # one pid per word
    kill -KILL "$RUN_PID" $(descendants "$RUN_PID") 2>/dev/null || true
  fi
  # The stand-in base image stays, and on overlay the last build's layers; the built image and
  # every container go. CONTAINER_CHECK_KEEP=1 keeps them to look into (`buildah --root
  # $STORE/storage-overlay --storage-driver overlay ...`).
  if [ "${CONTAINER_CHECK_KEEP:-}" = 1 ]; then return; fi
  bh rm --all >/dev/null 2>&1 || true
  bh rmi --force "$IMAGE" >/dev/null 2>&1 || true
  if [ "$DRIVER" = vfs ]; then bh rmi --prune >/dev/null 2>&1 || true; fi
  rm -rf "$STORE/tmp"
}

# Keeps, of the images in storage, the base image and the layers the last build made or reused (the
# ids its log names after each step, "--> Using cache <id>" or "--> <id>"), and removes the rest:
# an earlier commit's layers are no one's cache any more.
keep_only_last_build() {
  local keep id
  keep="$(grep -oE -- '^--> (Using cache )?[0-9a-f]{10,64}' "$STORE/build.log" | awk '{ print $NF }')
$(bh images --no-trunc --format '{{.ID}}' "$1" | sed 's/^sha256://')"
  for id in $(bh images --all --no-trunc --noheading --format '{{.ID}}' | sed 's/^sha256://'); do
    # The log shortens ids (to 11 characters in buildah 1.28); 10 tell them apart.
    if ! grep -q -- "^${id:0:10}" <<<"$keep"; then bh rmi --force "$id" >/dev/null 2>&1 || true; fi
  done
}

step "tools"
missing=()
command -v buildah >/dev/null || missing+=(buildah)
command -v debootstrap >/dev/null || missing+=(debootstrap)
command -v curl >/dev/null || missing+=(curl)
if [ ${#missing[@]} -gt 0 ]; then
  echo "  installing Debian's ${missing[*]}"
  apt_install "${missing[@]}" || fail "could not install ${missing[*]} with apt-get"
fi
command -v node >/dev/null && command -v npm >/dev/null || fail "node and npm are needed on this machine"

mkdir -p "$STORE"
# One check at a time per storage folder.
exec 9>"$STORE/lock"
flock --timeout 3600 9 || fail "another container check holds $STORE/lock"
if overlay_mounts; then DRIVER=overlay; fi
echo "  storage: $DRIVER"
# The storage of an earlier version of this check, which used vfs alone.
rm -rf "$STORE/storage" "$STORE/run"
export TMPDIR="$STORE/tmp"
# Short names (`FROM node:...`) mean Docker Hub, as with Docker; nothing is ever pulled (--pull=never).
cat >"$STORE/registries.conf" <<'EOF'
unqualified-search-registries = ["docker.io"]
short-name-mode = "permissive"
EOF
export CONTAINERS_REGISTRIES_CONF="$STORE/registries.conf"
trap cleanup EXIT
# Whatever fails unforeseen ends the check with the step and the command.
# (A subshell only ends; its caller's command fails in turn.)
trap '[ "$BASHPID" = "$$" ] || exit 1; fail "step \"$STEP\": \`$BASH_COMMAND\` failed (${BASH_SOURCE[0]}:$LINENO)"' ERR
cleanup
mkdir -p "$STORE/tmp"

step "base image"
base_ref="$(awk 'toupper($1) == "FROM" { print $2; exit }' Dockerfile)"
case "$base_ref" in
  */*/*) base_image="$base_ref" ;;
  */*) base_image="docker.io/$base_ref" ;;
  *) base_image="docker.io/library/$base_ref" ;;
esac
kept="$(bh inspect --type image --format '{{index .Docker.Config.Labels "stand-in.fingerprint"}}' "$base_image" 2>/dev/null || true)"
if [ "$kept" = "$(stand_in_fingerprint)" ]; then
  echo "  $base_image: kept from an earlier run"
else
  make_stand_in_base "$base_image"
fi

step "build"
commit="$(git rev-parse HEAD 2>/dev/null || echo unknown)"
layers=()
if [ "$DRIVER" = overlay ]; then layers=(--layers); fi
if ! bh bud --isolation chroot --format docker --pull=never "${layers[@]}" --build-arg "APP_COMMIT=$commit" \
  --tag "$IMAGE" --file Dockerfile . >"$STORE/build.log" 2>&1; then
  tail -n 30 "$STORE/build.log" >&2
  fail "the Dockerfile did not build (log: $STORE/build.log)"
fi
echo "  steps taken from the last build: $(grep -c -- '^--> Using cache' "$STORE/build.log" || true)"
if [ "$DRIVER" = overlay ]; then keep_only_last_build "$base_image"; fi

step "image"
echo "  $IMAGE: $(bh images --format '{{.Size}}' "$IMAGE")"
bh inspect --type image "$IMAGE" >"$STORE/tmp/image.json"
# One field of the image's configuration (as Docker keeps it), as JSON.
config() {
  node -e 'const { config } = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8")).Docker;
    console.log(JSON.stringify(config[process.argv[2]] ?? null));' "$STORE/tmp/image.json" "$1"
}
[ "$(config User)" = '"node"' ] || fail "the image runs as $(config User), not as the node user"
[ "$(config Volumes)" = '{"/data":{}}' ] || fail "the image's volumes are $(config Volumes), not /data"
[ "$(config Env | node -p 'JSON.parse(require("fs").readFileSync(0)).includes("APP_COMMIT='"$commit"'")')" = true ] ||
  fail "the image's environment lacks APP_COMMIT=$commit"
# The command in exec form, so that node, not a shell, receives the signals.
mapfile -t command < <(node -e '
  const [entrypoint, cmd] = process.argv.slice(1).map((value) => JSON.parse(value) ?? []);
  for (const part of [...entrypoint, ...cmd]) console.log(part);' "$(config Entrypoint)" "$(config Cmd)")
for part in Entrypoint Cmd; do
  case "$(config "$part")" in '["/bin/sh","-c",'*) fail "the image's $part is in shell form: $(config "$part")" ;; esac
done
mapfile -t healthcheck < <(node -e '
  const test = JSON.parse(process.argv[1])?.Test ?? [];
  if (test[0] === "CMD") for (const part of test.slice(1)) console.log(part);' "$(config Healthcheck)")
[ ${#healthcheck[@]} -gt 0 ] || fail "the image has no HEALTHCHECK in exec form: $(config Healthcheck)"

step "start"
port="$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')"
bh from --pull=never --name "$CONTAINER" "$IMAGE" >/dev/null
# buildah gives /data, the image's volume, a copy of the image's folder, as Docker does a new named volume.
run_options=(--isolation chroot --env "PORT=$port" --env "AUTH_SECRET=$(head -c 32 /dev/urandom | base64)")
log="$STORE/server.log"
bh run "${run_options[@]}" "$CONTAINER" -- "${command[@]}" >"$log" 2>&1 &
RUN_PID=$!
started=$(date +%s)
until [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/healthz" || true)" = 200 ]; do
  kill -0 "$RUN_PID" 2>/dev/null || { tail -n 20 "$log" >&2; fail "the server ended before it answered /healthz"; }
  [ $(($(date +%s) - started)) -lt $START_WITHIN_SECONDS ] || { tail -n 20 "$log" >&2; fail "/healthz did not answer 200 within ${START_WITHIN_SECONDS}s"; }
  sleep 1
done

step "serve"
bh run "${run_options[@]}" "$CONTAINER" -- "${healthcheck[@]}" >/dev/null 2>&1 || fail "the image's HEALTHCHECK command failed"
read -r status content_type < <(curl -s -o "$STORE/tmp/home.html" -w '%{http_code} %{content_type}\n' "http://127.0.0.1:$port/")
[ "$status" = 200 ] || fail "GET / answered $status"
[[ "$content_type" == text/html* ]] || fail "GET / answered $content_type, not HTML"
grep -qi "<!doctype html>" "$STORE/tmp/home.html" || fail "GET / is not an HTML document"
bh run "${run_options[@]}" "$CONTAINER" -- test -s /data/app.db || fail "the server did not keep its database in the /data volume"
# better-sqlite3 answered above; sharp (the image pipeline) loads only when staff upload an image.
bh run "${run_options[@]}" "$CONTAINER" -- node -e 'require("sharp")' >/dev/null 2>&1 || fail "sharp does not load in the image"
# The operator's commands run from the image's build, beside the running server.
bh run "${run_options[@]}" "$CONTAINER" -- node scripts/backup.mjs --dir /data/backups >"$STORE/tmp/backup.log" 2>&1 ||
  { tail -n 5 "$STORE/tmp/backup.log" >&2; fail "npm run backup's command failed in the image"; }

step "stop"
# The server process: the descendant of `buildah run` running node, with no shell between them.
# (Node names its main thread, so the program's file tells what runs, not its command name.)
program() { basename "$(readlink "/proc/$1/exe" 2>/dev/null || echo "?")"; }
node_pid=""
for pid in $(descendants "$RUN_PID"); do
  if [ "$(program "$pid")" = node ]; then node_pid="$pid"; fi
done
[ -n "$node_pid" ] || fail "no node process runs under buildah run (its processes: $(for pid in $(descendants "$RUN_PID"); do program "$pid"; done | paste -sd " "))"
parent="$(program "$(ps -o ppid= -p "$node_pid" | tr -d ' ')")"
case "$parent" in sh | dash | bash) fail "node runs under a shell ($parent), which would not pass SIGTERM on" ;; esac
kill -TERM "$node_pid"
stopping=$(date +%s)
while kill -0 "$RUN_PID" 2>/dev/null; do
  [ $(($(date +%s) - stopping)) -lt $STOP_WITHIN_SECONDS ] || fail "the server did not stop within ${STOP_WITHIN_SECONDS}s of SIGTERM"
  sleep 0.2
done
exit_code=0
wait "$RUN_PID" || exit_code=$?
RUN_PID=""
[ "$exit_code" = 0 ] || { tail -n 20 "$log" >&2; fail "the server exited with $exit_code after SIGTERM"; }
grep -q "Shutting down" "$log" || fail "the server's log has no \"Shutting down\" after SIGTERM (log: $log)"
finish_step

print_timings
echo "container-check: passed: $IMAGE built from the Dockerfile on $base_image serves /healthz and /, and stops cleanly on SIGTERM"
