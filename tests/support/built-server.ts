/**
 * The production build (`npm run build`) run as its own process on a free loopback port, as an
 * operator runs it: for tests about the whole server (hostile traffic, faults, several instances).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface BuiltServer {
  base: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process has written to stdout and stderr so far. */
  output(): string;
  /** True while the process runs. */
  alive(): boolean;
  /** SIGTERM, wait for the exit, remove the data folder. */
  stop(): Promise<void>;
}

export async function startBuiltServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  if (!existsSync("build/entry/server.js")) throw new Error("run npm run build first (npm test does)");
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "built-server-"));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["build/entry/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let exited = false;
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exit = new Promise<void>((resolve) =>
    child.once("exit", () => {
      exited = true;
      resolve();
    }),
  );
  for (let i = 0; i < 200 && !exited; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (exited) throw new Error(`the server exited while starting:\n${output}`);
  return {
    base,
    port,
    dataDir,
    child,
    output: () => output,
    alive: () => !exited,
    async stop() {
      if (!exited) child.kill("SIGTERM");
      await exit;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
