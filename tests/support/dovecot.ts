/**
 * Debian's Dovecot (the dovecot-imapd package, which scripts/setup-test.sh installs), started by a
 * test on a free port with a configuration of its own in a temporary folder: one user with a
 * password, mail in a maildir there, plain IMAP on 127.0.0.1 only. It runs as the current user;
 * as root (a container), its mail is owned by nobody, since Dovecot refuses to read mail as root.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { ImapFlow } from "imapflow";
import { freePort } from "./private-services";
import { until } from "./until";

const DOVECOT = "/usr/sbin/dovecot";

export interface Dovecot {
  port: number;
  user: string;
  password: string;
  stop(): Promise<void>;
}

/** Whether the server greets on the port. */
function greets(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" });
    socket.setTimeout(500);
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("* OK"));
    });
    for (const event of ["error", "timeout", "close"]) socket.once(event, () => resolve(false));
  });
}

/** Who Dovecot's processes and its mail run as: the current user, or the system's own users under root. */
function accounts() {
  const me = userInfo();
  const id = (...args: string[]) => execFileSync("id", args, { encoding: "utf8" }).trim();
  // Not root: every process runs as this user, and the sockets Dovecot makes belong to its group.
  if (me.uid !== 0) return { internal: me.username, group: id("-gn"), login: me.username, uid: me.uid, gid: me.gid };
  return {
    internal: "dovecot",
    group: "dovecot",
    login: "dovenull",
    uid: Number(id("-u", "nobody")),
    gid: Number(id("-g", "nobody")),
  };
}

function configuration(dir: string, port: number, run: ReturnType<typeof accounts>): string {
  return `protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_internal_user = ${run.internal}
default_internal_group = ${run.group}
default_login_user = ${run.login}
first_valid_uid = 1
mail_location = maildir:${dir}/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${run.uid} gid=${run.gid} home=${dir}/mail/%u
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
`;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const killer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(killer);
}

export async function startDovecot(): Promise<Dovecot> {
  if (!existsSync(DOVECOT)) throw new Error(`${DOVECOT} is missing: install Debian's dovecot-imapd (scripts/setup-test.sh)`);
  const dir = mkdtempSync(path.join(tmpdir(), "dovecot-"));
  const run = accounts();
  // Dovecot's own users traverse the folder to reach their sockets, and the mail user writes the maildir.
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, "mail"));
  if (run.uid !== userInfo().uid) chownSync(path.join(dir, "mail"), run.uid, run.gid);
  const user = "bounces";
  const password = "mailbox-password-for-tests";
  writeFileSync(path.join(dir, "users"), `${user}:{PLAIN}${password}\n`, { mode: 0o644 });
  const port = await freePort();
  writeFileSync(path.join(dir, "dovecot.conf"), configuration(dir, port, run));

  const child = spawn(DOVECOT, ["-F", "-c", path.join(dir, "dovecot.conf")], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const stop = async () => {
    await stopProcess(child);
    rmSync(dir, { recursive: true, force: true });
  };
  const started = async () => {
    if (child.exitCode !== null) throw new Error("Dovecot exited");
    return greets(port);
  };
  try {
    await until(started, 15_000, `Dovecot's greeting on port ${port}`, 50);
  } catch (error) {
    const log = existsSync(path.join(dir, "dovecot.log")) ? readFileSync(path.join(dir, "dovecot.log"), "utf8") : "";
    await stop();
    throw new Error(`Dovecot did not start on port ${port} (${(error as Error).message}):\n${output}\n${log}`);
  }
  return { port, user, password, stop };
}

/** A client signed in to the test server's mailbox for the duration of `work`. */
export async function withImap<T>(dovecot: Dovecot, work: (client: ImapFlow) => Promise<T>): Promise<T> {
  const client = new ImapFlow({
    host: "127.0.0.1",
    port: dovecot.port,
    secure: false,
    auth: { user: dovecot.user, pass: dovecot.password },
    logger: false,
  });
  client.on("error", () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.logout();
  }
}

/** The test server's mailbox as BOUNCE_IMAP_URL names it. */
export const mailboxUrl = (dovecot: Dovecot, folder = "INBOX") =>
  `imap://${dovecot.user}:${dovecot.password}@127.0.0.1:${dovecot.port}/${folder}`;
