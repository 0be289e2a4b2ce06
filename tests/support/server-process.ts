/**
 * The production build (`build/entry/server.js`, made by `npm run build`) as a child process on a
 * free port, with its pino log lines collected from stdout: what an operator's supervisor runs.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { freePort } from "./private-services";
import { until } from "./until";

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export interface ServerProcess {
  base: string;
  port: number;
  /** The server's DATA_DIR (its SQLite file, unless DATABASE_URL says otherwise). */
  dataDir: string;
  /** The parsed log lines (stdout) so far. */
  logs: LogLine[];
  /** The last lines the process wrote to stderr (React Router prints failed renders there). */
  stderrTail(): string;
  /** Sends the process a signal. */
  kill(signal: NodeJS.Signals): void;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The exit code or signal, once the process has ended (it should not, in a fault test). */
  exit(): { code: number | null; signal: NodeJS.Signals | null } | undefined;
  /** SIGTERM, then waits for the exit; removes the data folder. */
  stop(): Promise<void>;
}

export const LOG_LEVELS = { info: 30, warn: 40, error: 50, fatal: 60 } as const;

/** A restart (after a kill) reuses its predecessor's port and data folder: `keepDataDir` leaves it for the next one. */
export interface ServerProcessPlace {
  port?: number;
  dataDir?: string;
  keepDataDir?: boolean;
}

export async function startServerProcess(env: Record<string, string>, place: ServerProcessPlace = {}): Promise<ServerProcess> {
  if (!existsSync("build/entry/server.js")) throw new Error("no production build: run npm run build first");
  const port = place.port ?? (await freePort());
  const dataDir = place.dataDir ?? mkdtempSync(path.join(tmpdir(), "server-process-"));
  const child: ChildProcess = spawn(process.execPath, ["build/entry/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      AUTH_SECRET: "fault-test-secret-7Vb2Qm9Lx4Rt8Kw3Zp6N",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString("utf8")).slice(-4_000);
  });
  const logs: LogLine[] = [];
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
    try {
      logs.push(JSON.parse(line) as LogLine);
    } catch {
      logs.push({ level: 0, msg: line });
    }
  });
  let ended: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => {
      ended = { code, signal };
      resolve(ended);
    }),
  );
  const server: ServerProcess = {
    base: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    logs,
    stderrTail: () => stderr,
    kill: (signal) => child.kill(signal),
    exited,
    exit: () => ended,
    async stop() {
      if (!ended) child.kill("SIGTERM");
      await exited;
      if (!place.keepDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const healthy = async () => {
    if (ended) throw new Error("the server exited");
    return fetch(`${server.base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
  };
  try {
    await until(healthy, 30_000, "the server's health check", 100);
    return server;
  } catch (error) {
    await server.stop();
    throw new Error(
      `the server did not become healthy (${(error as Error).message}; exit: ${JSON.stringify(ended)}):\n${stderr}`,
    );
  }
}
