/**
 * The Express entry: reads the configuration, brings the database up to date, serves the app,
 * and shuts down cleanly on SIGTERM/SIGINT (in-flight requests finish, then the database closes).
 * A database or Redis that goes away for a while is survived, and an uncaught exception shuts down
 * the same way with exit code 1 for the supervisor to restart it (docs/deployment.md, "Faults and
 * supervision").
 */
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { hostname } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { ConfigError, loadConfig } from "./app/.server/config";
import { migrateToLatest, openDatabase } from "./app/.server/db";
import { createRateLimits } from "./app/.server/http/rate-limit";
import { startClickRollup } from "./app/.server/jobs/click-rollup";
import { startHousekeeping } from "./app/.server/jobs/housekeeping";
import { createLogger } from "./app/.server/logger";
import { OutboxWorker } from "./app/.server/mail/outbox";
import { createMailTransport } from "./app/.server/mail/transport";
import { handleProcessFaults } from "./app/.server/process-faults";
import { watchRedisConnection } from "./app/.server/redis-status";
import { seedContactDetails } from "./app/.server/services/content/site-details";

const SHUTDOWN_GRACE_MS = 10_000;
/** Replaced with true by scripts/build-server.mjs when it bundles this file into build/entry/server.js. */
declare const __SERVES_BUILD__: boolean | undefined;
const SERVES_BUILD = typeof __SERVES_BUILD__ !== "undefined" && __SERVES_BUILD__;

async function main() {
  // An operator's .env (see .env.example) fills in whatever the environment does not set.
  if (existsSync(".env")) process.loadEnvFile(".env");
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // React picks its production build from NODE_ENV when first imported, so set it before the app
  // loads. Done after reading the configuration: a missing NODE_ENV means "not a production
  // deployment" there (a generated auth secret is fine), yet the built app still runs React's fast build.
  process.env.NODE_ENV ??= SERVES_BUILD ? "production" : "development";
  const logger = createLogger(config.logLevel);
  const startedAt = performance.now();

  const database = openDatabase({
    url: config.databaseUrl,
    onConnectionError: (error) => logger.warn({ err: error }, "Database connection lost; the pool reconnects when next needed"),
  });
  await migrateToLatest(database);
  // The configured contact details are the first stored ones; staff edit them from then on.
  await seedContactDetails(database, config.contact);

  // The bundle in build/ serves the built app; `npm run dev` runs this file from source with Vite.
  const vite = SERVES_BUILD
    ? undefined
    : await import("vite").then((v) => v.createServer({ server: { middlewareMode: true }, appType: "custom" }));

  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: false }) : undefined;
  const stopWatchingRedis = redis ? watchRedisConnection(redis, logger) : () => {};
  const rateLimits = createRateLimits(
    {
      form: { points: config.rateLimits.formsPer10Minutes, durationSeconds: 600 },
      click: { points: config.rateLimits.clicksPerMinute, durationSeconds: 60 },
      signIn: { points: config.rateLimits.signInsPer15Minutes, durationSeconds: 900 },
      signInAddress: { points: config.rateLimits.signInFailuresPerAddressPer15Minutes, durationSeconds: 900 },
    },
    redis,
  );
  // Modules that render (pages, emails) use the app's dictionaries (a Vite virtual module) and
  // React: in development they load through Vite; the production bundle has them built in. Either
  // way they load here, after NODE_ENV is set.
  const loadRendering = <Module>(sourcePath: string, bundled: () => Promise<Module>): Promise<Module> =>
    vite ? (vite.ssrLoadModule(sourcePath) as Promise<Module>) : bundled();
  const { CampaignSender, campaignContextFor } = await loadRendering(
    "/app/.server/services/campaigns/index.ts",
    () => import("./app/.server/services/campaigns"),
  );
  const { createAuth } = await loadRendering("/app/.server/auth/auth.ts", () => import("./app/.server/auth/auth"));
  const { createHttpApp } = await loadRendering("/app/.server/http/app.ts", () => import("./app/.server/http/app"));

  const transport = createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger });
  const outbox = new OutboxWorker(database, transport, logger);
  outbox.start();
  // The campaign sender renders with the site's name and address as staff keep them.
  const campaigns = new CampaignSender(database, transport, logger, () => campaignContextFor({ database, config }), {
    instance: `${hostname()}:${config.port}`,
  });
  campaigns.start();
  const stopClickRollup = startClickRollup({ db: database.db, logger });
  const stopHousekeeping = startHousekeeping({ database, logger });

  const auth = createAuth({
    database,
    secret: config.authSecret,
    publicUrl: config.publicUrl,
    kickOutbox: () => outbox.kick(),
  });

  const app = await createHttpApp({
    config,
    database,
    logger,
    rateLimits,
    auth,
    kickOutbox: () => outbox.kick(),
    kickCampaigns: () => campaigns.kick(),
    vite,
    buildDir: path.resolve("build"),
  });

  const server: Server = createServer(app).listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    logger.info(
      { port, engine: database.engine, startupMs: Math.round(performance.now() - startedAt) },
      `Listening on http://localhost:${port}`,
    );
  });

  let shuttingDown = false;
  const shutdown = (signal: string, exitCode = 0) => {
    // A failure (exit code 1) is kept even when a signal follows it.
    if (exitCode !== 0) process.exitCode = exitCode;
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, "Shutting down");
    const force = setTimeout(() => {
      logger.warn("Grace period over; closing remaining connections");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Whatever a closing step waits for (a database that no longer answers), the process ends.
    setTimeout(() => process.exit(), SHUTDOWN_GRACE_MS + 5_000).unref();
    server.close(async () => {
      try {
        stopClickRollup();
        await campaigns.stop();
        await outbox.stop();
        await stopHousekeeping();
        transport.close();
        stopWatchingRedis();
        redis?.disconnect();
        await vite?.close();
        await database.close();
        logger.info("Stopped");
      } catch (error) {
        logger.error({ err: error }, "Shutdown step failed");
      } finally {
        process.exit();
      }
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  handleProcessFaults(logger, shutdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
