#!/usr/bin/env bash
# Installs what the tests need on a fresh machine: the npm packages exactly as locked, Debian's
# Chromium and its headless shell for the browser tests (never a browser downloaded by a test tool), Debian's Java for
# the W3C HTML checker (the vnu-jar package's jar; its own Java download never runs),
# PostgreSQL's client tools (pg_dump, pg_restore, psql) for the backup and restore tests, and
# Dovecot for the bounce mailbox's tests and ClamAV's daemon for the CV scan's tests.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/lib/apt.sh

# better-sqlite3 compiles its SQLite from source here (its prebuilt binaries are not reachable), two
# minutes of one core on every clean clone. ccache keeps the compiled objects on the machine, so the
# next clean install on it compiles nothing new.
if ! command -v ccache >/dev/null; then
  echo "Installing Debian's ccache package..."
  apt_install ccache
fi
export CC="ccache ${CC:-cc}" CXX="ccache ${CXX:-c++}"

# `npm ci` refuses a lockfile whose optional platform builds (rollup, biome, tailwind oxide for other
# systems) the registry cannot serve; some registry mirrors lack them (npm/cli#9846). The lockfile still
# pins every version this machine needs, so install from it without rewriting it. A package already
# in npm's cache is taken from it without asking the registry again (a locked version never changes).
NPM_FLAGS=(--prefer-offline --no-audit --no-fund)
if ! npm ci "${NPM_FLAGS[@]}"; then
  echo "npm ci refused the lockfile; installing from it with npm install --no-save"
  npm install --no-save "${NPM_FLAGS[@]}"
fi

# Debian's Chromium in both builds: the browser (/usr/bin/chromium), which Lighthouse and the
# scripts drive, and its headless shell, the same engine without the browser's window machinery,
# which the browser tests drive (docs/decisions/0031-ci-time.md).
for chrome in chromium chromium-headless-shell; do
  if [ -x "/usr/bin/$chrome" ]; then
    echo "Chromium found at /usr/bin/$chrome"
  else
    echo "Installing Debian's $chrome package..."
    apt_install "$chrome"
    "/usr/bin/$chrome" --version
  fi
done

if command -v java >/dev/null; then
  echo "Java found at $(command -v java)"
else
  echo "Installing Debian's default-jre-headless package..."
  apt_install default-jre-headless
  java -version
fi

if command -v pg_dump >/dev/null; then
  echo "PostgreSQL client tools found: $(pg_dump --version)"
else
  echo "Installing Debian's postgresql-client package..."
  apt_install postgresql-client
  pg_dump --version
fi

# promtool checks the metrics' format and the example alert rules (tests/integration/metrics.test.ts).
# Debian ships it only inside its prometheus package (about 100 MB installed, the server included);
# the tests run promtool alone.
if command -v promtool >/dev/null; then
  echo "promtool found at $(command -v promtool)"
else
  echo "Installing Debian's prometheus package for promtool..."
  apt_install --no-install-recommends prometheus
  promtool --version
fi

# Dovecot, an IMAP server, for the bounce mailbox's tests (tests/integration/bounce-mailbox.test.ts),
# which start their own on a free port with a configuration of their own. The package's service is
# stopped and disabled where one was started: it would listen on 143 and 993 for nothing.
if [ -x /usr/sbin/dovecot ]; then
  echo "Dovecot found: $(/usr/sbin/dovecot --version)"
else
  echo "Installing Debian's dovecot-imapd package..."
  apt_install dovecot-imapd
  stop_services dovecot
  /usr/sbin/dovecot --version
fi

# ClamAV's daemon, for the CV scan's tests (tests/integration/cv-clamd.test.ts), which start their
# own clamd on a free port with a signature database they write (the EICAR test signature):
# freshclam cannot reach ClamAV's mirror from here, and the tests need no other signature. The
# package's services are stopped and disabled where they were started: without signatures clamd
# would only fail to start, and freshclam would retry its mirror for nothing.
if [ -x /usr/sbin/clamd ]; then
  echo "clamd found: $(/usr/sbin/clamd --version)"
else
  echo "Installing Debian's clamav-daemon package..."
  apt_install clamav-daemon
  stop_services clamav-daemon clamav-freshclam
  /usr/sbin/clamd --version
fi
