# Sourced by the setup scripts: `apt_install pkg...` installs Debian packages quietly, through sudo
# when not root, running `apt-get update` once per script.
APT_SUDO=""
if [ "$(id -u)" -ne 0 ]; then APT_SUDO="sudo"; fi
APT_UPDATED=""
apt_install() {
  if [ -z "$APT_UPDATED" ]; then
    $APT_SUDO apt-get update -qq
    APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive $APT_SUDO apt-get install -y -qq "$@" >/dev/null
}

# `stop_services name...`: a package's services, started by its installation, stopped and disabled
# (systemd), or stopped (SysV init); the tests start their own servers instead.
stop_services() {
  if command -v systemctl >/dev/null && [ -d /run/systemd/system ]; then
    local name unit
    # One unit at a time: a package without a socket unit must not stop its service's disabling.
    for name in "$@"; do
      for unit in "$name.socket" "$name.service"; do $APT_SUDO systemctl disable --now "$unit" >/dev/null 2>&1 || true; done
    done
  else
    local name
    for name in "$@"; do $APT_SUDO service "$name" stop >/dev/null 2>&1 || true; done
  fi
}
