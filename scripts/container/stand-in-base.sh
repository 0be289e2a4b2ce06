# Sourced by scripts/container-check.sh: `make_stand_in_base IMAGE` commits, with the caller's `bh`
# (buildah on its own storage), a local stand-in for the official Node image the Dockerfile starts
# from, for a machine that reaches no image registry, only Debian's mirror and the npm registry
# (decision 0021). It is laid out as the official `node:24-bookworm-slim` is: Debian bookworm
# (minbase), Node.js in /usr/local with its headers, npm beside it, the `node` user (uid 1000), and
# the official entrypoint. It is a stand-in for checking the Dockerfile, never an image to ship.

STAND_IN_NODE_MAJOR="${STAND_IN_NODE_MAJOR:-24}"
# Node 24 ships npm 11.
STAND_IN_NPM_MAJOR="${STAND_IN_NPM_MAJOR:-11}"

# The URI of this machine's Debian archive (or of its security archive with `security`), as apt has
# it, so the stand-in installs from the mirror this machine reaches.
debian_mirror() {
  local want="${1:-main}" uris uri
  uris="$(
    {
      # deb822 sources: one paragraph per source, Suites naming the Debian release.
      awk -v RS="" -v want="$want" '
        /(^|\n)Enabled: *no/ { next }
        /(^|\n)Suites:[^\n]*(bookworm|trixie|bullseye|stable)/ {
          match($0, /URIs: *[^ \n]+/); uri = substr($0, RSTART, RLENGTH); sub(/URIs: */, "", uri)
          if ((want == "security") == (uri ~ /security/)) print uri
        }' /etc/apt/sources.list.d/*.sources 2>/dev/null || true
      # One-line sources.
      awk -v want="$want" '$1 == "deb" && $0 ~ /(bookworm|trixie|bullseye|stable)/ {
          for (i = 2; i <= NF; i++) if ($i ~ /^[a-z]+:\/\//) { if ((want == "security") == ($i ~ /security/)) print $i; break }
        }' /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null || true
    }
  )"
  uri="${uris%%$'\n'*}"
  if [ -n "$uri" ]; then echo "${uri%/}"
  elif [ "$want" = security ]; then echo "http://deb.debian.org/debian-security"
  else echo "http://deb.debian.org/debian"; fi
}

# The official entrypoint of the Node images: runs a command that is not one with node, then execs
# it, so the command (not a shell) is the container's PID 1.
write_node_entrypoint() {
  cat >"$1" <<'SH'
#!/bin/sh
set -e

# Run command with node if the first argument contains a "-" or is not a system command. The last
# part inside the "{}" is a workaround for the following bug in ash/dash:
# https://bugs.debian.org/cgi-bin/bugreport.cgi?bug=874264
if [ "${1#-}" != "${1}" ] || [ -z "$(command -v "${1}")" ] || { [ -f "${1}" ] && ! [ -x "${1}" ]; }; then
  set -- node "$@"
fi

exec "$@"
SH
  chmod 755 "$1"
}

# This machine's extra certificate authorities (NODE_EXTRA_CA_CERTS: an egress proxy that re-signs
# TLS), which the stand-in trusts as the machine does, so npm reaches its registry during the build.
stand_in_extra_ca() {
  if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -r "$NODE_EXTRA_CA_CERTS" ]; then echo "$NODE_EXTRA_CA_CERTS"; fi
}

# What the stand-in was made with, as a label: one made by another version of this script, or with
# other certificates, is made again.
STAND_IN_LAYOUT=2
stand_in_fingerprint() {
  local ca
  ca="$(stand_in_extra_ca)"
  if [ -n "$ca" ]; then echo "$STAND_IN_LAYOUT-$(sha256sum "$ca" | cut -d " " -f 1)"; else echo "$STAND_IN_LAYOUT"; fi
}

make_stand_in_base() {
  local image="$1" work ctr root mirror security arch node_version
  work="$(mktemp -d "${TMPDIR:-/tmp}/stand-in.XXXXXX")"
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64) arch=arm64 ;;
    *) echo "no Node.js build on npm for $(uname -m)" >&2; return 1 ;;
  esac
  mirror="$(debian_mirror)"
  security="$(debian_mirror security)"

  ctr="$(bh from --name stand-in-base scratch)"
  root="$(bh mount "$ctr")"
  echo "  debootstrap --variant=minbase bookworm from $mirror"
  debootstrap --variant=minbase bookworm "$root" "$mirror" >"$work/debootstrap.log" 2>&1 ||
    { tail -n 20 "$work/debootstrap.log" >&2; return 1; }
  # The sources and the trimming of the official debian:bookworm-slim, on this machine's mirror.
  rm -f "$root/etc/apt/sources.list"
  cat >"$root/etc/apt/sources.list.d/debian.sources" <<EOF
Types: deb
URIs: $mirror
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: $security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
  rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin "$root"/var/cache/apt/archives/*.deb

  # Node.js as the npm registry ships it (the `node` package installs the platform package
  # node-linux-<arch>): the binary, headers and docs of the official tarball, unpacked into /usr/local.
  echo "  Node.js ${STAND_IN_NODE_MAJOR}.x and npm ${STAND_IN_NPM_MAJOR}.x from the npm registry"
  npm pack --silent --pack-destination "$work" "node-linux-$arch@$STAND_IN_NODE_MAJOR" "npm@$STAND_IN_NPM_MAJOR" >/dev/null
  tar -xzf "$work"/node-linux-"$arch"-*.tgz -C "$work"
  cp -a "$work/package/bin" "$work/package/include" "$work/package/share" "$root/usr/local/"
  node_version="$("$root/usr/local/bin/node" --version)"
  ln -s node "$root/usr/local/bin/nodejs"
  mkdir -p "$root/usr/local/lib/node_modules/npm"
  tar -xzf "$work"/npm-*.tgz -C "$root/usr/local/lib/node_modules/npm" --strip-components=1
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
  write_node_entrypoint "$root/usr/local/bin/docker-entrypoint.sh"
  chroot "$root" sh -c 'groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node'
  chroot "$root" node -e 'process.exit(0)' || { echo "the stand-in's node does not run" >&2; return 1; }
  local ca env=(--env "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" --env "NODE_VERSION=${node_version#v}")
  ca="$(stand_in_extra_ca)"
  if [ -n "$ca" ]; then
    mkdir -p "$root/usr/local/share/ca-certificates"
    cp "$ca" "$root/usr/local/share/ca-certificates/this-machine-extra-ca.crt"
    env+=(--env "NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/this-machine-extra-ca.crt")
  fi

  bh umount "$ctr" >/dev/null
  bh config "${env[@]}" --entrypoint '["docker-entrypoint.sh"]' --cmd '["node"]' \
    --label "org.opencontainers.image.description=Local stand-in for the official Node.js image (scripts/container-check.sh)" \
    --label "stand-in.fingerprint=$(stand_in_fingerprint)" "$ctr"
  bh commit --quiet --rm --format docker "$ctr" "$image" >/dev/null
  rm -rf "$work"
  echo "  committed $image (Node.js $node_version)"
}
