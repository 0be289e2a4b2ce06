/**
 * Private PostgreSQL and Redis servers for fault tests: each on a free loopback port with its files
 * in a temporary folder, so a test may stop and start it at will. The machine's shared servers
 * (5432, 6379) are never touched.
 */
import { type ChildProcess, execFile, execFileSync, spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { until } from "./until";

export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? "/usr/lib/postgresql/15/bin";
export const REDIS_SERVER = process.env.REDIS_SERVER ?? "/usr/bin/redis-server";
/** Debian's clamav-daemon (scripts/setup-test.sh installs it). */
export const CLAMD = process.env.CLAMD ?? "/usr/sbin/clamd";

/**
 * Whether a suite needing these binaries runs. Outside CI a machine without them skips with the
 * reason; in CI (CI=true) the suite runs and fails on the missing binary, so it can never be
 * skipped silently there.
 */
export function needsBinaries(...files: string[]): { skip: boolean; reason: string } {
  // `reason` is empty when nothing is missing, else a parenthesis to append to the suite's title.
  const missing = files.filter((file) => !existsSync(file));
  const reason = missing.length ? ` (needs ${missing.join(", ")}: not found, so skipped outside CI)` : "";
  return { skip: missing.length > 0 && process.env.CI !== "true", reason };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface PrivateService {
  /** postgres://... or redis://... on 127.0.0.1. */
  url: string;
  port: number;
  /** Stops the server (PostgreSQL: a fast shutdown, as at a restart or failover). */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same data. */
  start(): Promise<void>;
  /** Stops it if it runs and removes its files. Safe to call more than once, and after a failure. */
  cleanup(): Promise<void>;
}

const run = promisify(execFile);

/** PostgreSQL refuses to run as root: as root, its tools run as the `postgres` OS user. */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
}

function postgresIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  return { uid: id("-u"), gid: id("-g") };
}

/** A PostgreSQL 15 cluster of its own: trust authentication, listening on 127.0.0.1 only. */
export async function startPrivatePostgres(): Promise<PrivateService> {
  const binary = (name: string) => path.join(POSTGRES_BIN, name);
  if (!existsSync(binary("pg_ctl"))) throw new Error(`PostgreSQL binaries not found under ${POSTGRES_BIN}`);
  const dir = mkdtempSync(path.join(tmpdir(), "private-pg-"));
  if (process.getuid?.() === 0) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  const pgCtl = async (...args: string[]) => {
    const [command, fullArgs] = asPostgresUser(binary("pg_ctl"), ["-D", dataDir, ...args]);
    await run(command, fullArgs, { timeout: 60_000 });
  };
  let running = false;
  const service: PrivateService = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
      await pgCtl("-l", path.join(dir, "server.log"), "-o", options, "-w", "-t", "30", "start");
      running = true;
    },
    async stop() {
      await pgCtl("-m", "fast", "-w", "-t", "30", "stop");
      running = false;
    },
    async cleanup() {
      if (running) await pgCtl("-m", "immediate", "-w", "stop").catch(() => undefined);
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
  // A test process that dies without its afterAll must not leave a server behind.
  process.once("exit", () => {
    if (!running) return;
    const [command, args] = asPostgresUser(binary("pg_ctl"), ["-D", dataDir, "-m", "immediate", "stop"]);
    spawnSync(command, args);
  });
  try {
    const [command, args] = asPostgresUser(binary("initdb"), [
      "-D",
      dataDir,
      "-U",
      "postgres",
      "--auth=trust",
      "--encoding=UTF8",
      "--locale=C",
      "--no-sync",
    ]);
    await run(command, args, { timeout: 60_000 });
    await service.start();
  } catch (error) {
    await service.cleanup();
    throw error;
  }
  return service;
}

/** Resolves once something accepts TCP connections on the port (the server is up). */
async function waitForPort(port: number, exited: () => boolean, name = "redis-server", timeoutMs = 5_000): Promise<void> {
  const open = () => {
    if (exited()) throw new Error(`${name} on port ${port} exited at start`);
    return new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
  };
  await until(open, timeoutMs, `${name} to listen on port ${port}`, 50);
}

/**
 * A server run as a child process of this test, in the foreground: started and stopped at will
 * (SIGTERM, waiting for its exit), its folder removed at cleanup, killed if the test process dies.
 */
async function childService(
  name: string,
  {
    command,
    args,
    port,
    url,
    dir,
    startTimeoutMs,
  }: { command: string; args: string[]; port: number; url: string; dir: string; startTimeoutMs?: number },
): Promise<PrivateService> {
  let child: ChildProcess | undefined;
  const service: PrivateService = {
    url,
    port,
    async start() {
      const started = spawn(command, args, { stdio: "ignore" });
      child = started;
      await waitForPort(port, () => started.exitCode !== null || started.signalCode !== null, name, startTimeoutMs);
    },
    async stop() {
      const stopping = child;
      child = undefined;
      if (!stopping || stopping.exitCode !== null || stopping.signalCode !== null) return;
      const exited = new Promise((resolve) => stopping.once("exit", resolve));
      stopping.kill("SIGTERM");
      await exited;
    },
    async cleanup() {
      await service.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  process.once("exit", () => child?.kill("SIGKILL"));
  try {
    await service.start();
  } catch (error) {
    await service.cleanup();
    throw error;
  }
  return service;
}

/** A redis-server of its own, without persistence: a restart starts it empty. */
export async function startPrivateRedis(): Promise<PrivateService> {
  if (!existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} not found`);
  const dir = mkdtempSync(path.join(tmpdir(), "private-redis-"));
  const port = await freePort();
  const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir];
  return childService("redis-server", { command: REDIS_SERVER, args, port, url: `redis://127.0.0.1:${port}`, dir });
}

/**
 * A clamd of its own (Debian's clamav-daemon), in the foreground on a free loopback port, with a
 * signature database written here that holds the signatures given: ClamAV's updater cannot reach
 * its mirror from here, and the tests need nothing else. `url` is as CLAMD_URL is written.
 */
export async function startPrivateClamd(signatures: string): Promise<PrivateService> {
  if (!existsSync(CLAMD)) throw new Error(`${CLAMD} not found`);
  const dir = mkdtempSync(path.join(tmpdir(), "private-clamd-"));
  const databaseDir = path.join(dir, "db");
  mkdirSync(databaseDir);
  writeFileSync(path.join(databaseDir, "tests.ndb"), signatures);
  const port = await freePort();
  const config = path.join(dir, "clamd.conf");
  writeFileSync(
    config,
    [
      "Foreground yes",
      `TCPSocket ${port}`,
      "TCPAddr 127.0.0.1",
      `DatabaseDirectory ${databaseDir}`,
      `LogFile ${path.join(dir, "clamd.log")}`,
      `TemporaryDirectory ${dir}`,
      "StreamMaxLength 10M",
      // Run as whoever starts it: as root, clamd would otherwise switch to a user that cannot read this folder.
      ...(process.getuid?.() === 0 ? ["User root"] : []),
      "",
    ].join("\n"),
  );
  // clamd listens once its signatures are loaded: a moment with these few.
  const args = ["--config-file", config];
  return childService("clamd", { command: CLAMD, args, port, url: `tcp://127.0.0.1:${port}`, dir, startTimeoutMs: 60_000 });
}
