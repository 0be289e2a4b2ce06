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
