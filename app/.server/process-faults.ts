/**
 * The last resorts of the process (docs/deployment.md, "Signals and exit codes"). A stray rejected
 * promise concerns at most the request that made it: logged, and the server keeps serving. After
 * an uncaught exception the process state is unknown: logged as fatal, then the graceful shutdown
 * with exit code 1, so that the supervisor (systemd Restart=on-failure, a container restart
 * policy) starts a fresh process.
 */
import type { Logger } from "./logger";

export function handleProcessFaults(logger: Logger, shutdown: (reason: string, exitCode: number) => void): void {
  process.on("unhandledRejection", (reason) => logger.error({ err: reason }, "Unhandled promise rejection"));
  process.on("uncaughtException", (error) => {
    logger.fatal({ err: error }, "Uncaught exception; shutting down");
    shutdown("uncaughtException", 1);
  });
}
