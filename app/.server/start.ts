/**
 * The server's start, inside React Router's server build (decision 0008): reads the configuration,
 * brings the database up to date, starts the workers, serves the app, and shuts down cleanly on
 * SIGTERM/SIGINT (in-flight requests finish, then the database closes). A database or Redis that
 * goes away for a while is survived, and an uncaught exception shuts down the same way with exit
 * code 1 for the supervisor to restart it (docs/deployment.md, "Faults and supervision").
 *
 * `server.ts` loads the build and calls `startServer`: the request handler, the fast lane and the
 * workers then share this one copy of every module (one content cache, one auth instance).
 */
import { createServer, type Server } from "node:http";
import { hostname } from "node:os";
import { Redis } from "ioredis";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { createAuth } from "./auth/auth";
import { ConfigError, loadConfig } from "./config";
import { migrateToLatest, openDatabase } from "./db";
import { createHttpApp } from "./http/app";
import { createRateLimits, reportingRefusals } from "./http/rate-limit";
import { startSaltRotation } from "./jobs/analytics-salt";
import { startBackups } from "./jobs/backup";
import { startBounceMailbox } from "./jobs/bounce-mailbox";
import { startClickRollup } from "./jobs/click-rollup";
import { startCvScan } from "./jobs/cv-scan";
import { startHousekeeping } from "./jobs/housekeeping";
import { startJobAlerts } from "./jobs/job-alerts";
import { startRequestReminders } from "./jobs/request-reminders";
import { startSeasonReorders } from "./jobs/season-reorders";
import { startTrafficRollup } from "./jobs/traffic-rollup";
import { startWeeklySummary } from "./jobs/weekly-summary";
import { createLogger } from "./logger";
import { OutboxWorker } from "./mail/outbox";
import { createMailTransport } from "./mail/transport";
import { createMetricsServer } from "./metrics/endpoint";
import { createMetrics } from "./metrics/metrics";
import { handleProcessFaults } from "./process-faults";
import { watchRedisConnection } from "./redis-status";
import { CampaignSender, campaignContextFor } from "./services/campaigns";
import { cvScannerOf } from "./services/careers";
// The outbox's hooks (decision 0029), registered as these load: refused recipients become bounces,
// sends are recorded for the system page.
import "./services/mail";
import "./services/operations";
import { seedContactDetails } from "./services/content";
import { installIdentifierKey } from "./services/privacy";

const SHUTDOWN_GRACE_MS = 10_000;

export interface StartOptions {
  /** The environment as the operator set it, read before `server.ts` chose NODE_ENV for React. */
  env: NodeJS.ProcessEnv;
  /** This build; in development a loader Vite calls per request, so edits reload. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Development: Vite serves the browser's modules. */
  vite?: ViteDevServer;
  /** Production: the built browser files. */
  clientDir?: string;
}

export async function startServer({ env, build, vite, clientDir }: StartOptions): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const startedAt = performance.now();
  // The suppression checks match erased addresses by keyed hash (decision 0040).
  installIdentifierKey(config.authSecret);

  const database = openDatabase({
    url: config.databaseUrl,
    onConnectionError: (error) => logger.warn({ err: error }, "Database connection lost; the pool reconnects when next needed"),
  });
  await migrateToLatest(database);
  // The configured contact details are the first stored ones; staff edit them from then on.
  await seedContactDetails(database, config.contact);

  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: false }) : undefined;
  const redisWatch = redis ? watchRedisConnection(redis, logger) : undefined;
  // Kept only when an operator asked for them (decision 0020): otherwise no request pays for them.
  const metrics = config.metrics.token || config.metrics.port !== undefined ? createMetrics({ database }) : undefined;
  const limits = createRateLimits(
    {
      form: { points: config.rateLimits.formsPer10Minutes, durationSeconds: 600 },
      click: { points: config.rateLimits.clicksPerMinute, durationSeconds: 60 },
      view: { points: config.rateLimits.viewsPerMinute, durationSeconds: 60 },
      signIn: { points: config.rateLimits.signInsPer15Minutes, durationSeconds: 900 },
      signInAddress: { points: config.rateLimits.signInFailuresPerAddressPer15Minutes, durationSeconds: 900 },
      mailEvent: { points: config.rateLimits.mailEventRefusalsPer10Minutes, durationSeconds: 600 },
    },
    redis,
  );
  const rateLimits = metrics ? reportingRefusals(limits, metrics.rateLimitRefused) : limits;

  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    returnPath: config.mailReturnPath,
    dataDir: config.dataDir,
    logger,
  });
  const outbox = new OutboxWorker(database, transport, logger);
  outbox.start();
  // The campaign sender renders with the site's name and address as staff keep them.
  const campaigns = new CampaignSender(database, transport, logger, () => campaignContextFor({ database, config }), {
    instance: `${hostname()}:${config.port}`,
  });
  campaigns.start();
  const stopClickRollup = startClickRollup({ db: database.db, logger });
  const stopTrafficRollup = startTrafficRollup({ db: database.db, logger });
  const stopHousekeeping = startHousekeeping({ database, logger });
  const stopSaltRotation = startSaltRotation({ db: database.db, logger });
  const stopBackups = startBackups({
    database,
    databaseUrl: config.databaseUrl,
    backupDir: config.backupDir,
    appCommit: config.appCommit,
    logger,
  });
  const stopBounceMailbox = config.bounceMailbox
    ? startBounceMailbox({ db: database.db, logger, mailbox: config.bounceMailbox })
    : async () => {};
  // Held CVs are scanned again while clamd is configured (decision 0034).
  const cvScanner = cvScannerOf(config);
  const stopCvScan = cvScanner ? startCvScan({ database, logger, scanner: cvScanner }) : async () => {};
  // New openings' alerts to their subscribers (decision 0036), every minute and on publication.
  const stopJobAlerts = startJobAlerts({ database, logger, config, kickOutbox: () => outbox.kick() });
  // Next season's requests offered to clients some weeks ahead (decision 0038), hourly.
  const stopSeasonReorders = startSeasonReorders({ database, logger, config, kickOutbox: () => outbox.kick() });
  // Staff requests' follow-up reminders to their owners (decision 0038).
  const stopRequestReminders = startRequestReminders({
    database,
    logger,
    publicUrl: config.publicUrl,
    kickOutbox: () => outbox.kick(),
  });
  const stopWeeklySummary = startWeeklySummary({
    database,
    logger,
    publicUrl: config.publicUrl,
    kickOutbox: () => outbox.kick(),
  });

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
    redisStatus: () => redisWatch?.status() ?? "off",
    build,
    vite,
    clientDir,
    metrics,
  });

  const server: Server = createServer(app).listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    logger.info(
      { port, engine: database.engine, startupMs: Math.round(performance.now() - startedAt) },
      `Listening on http://localhost:${port}`,
    );
  });

  const metricsServer = metrics && config.metrics.port !== undefined ? createMetricsServer(metrics, logger) : undefined;
  metricsServer?.listen(config.metrics.port, config.metrics.host, () => {
    const address = metricsServer.address();
    const port = typeof address === "object" && address ? address.port : config.metrics.port;
    logger.info({ port, host: config.metrics.host }, "Serving metrics on their own port");
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
      metricsServer?.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Whatever a closing step waits for (a database that no longer answers), the process ends.
    setTimeout(() => process.exit(), SHUTDOWN_GRACE_MS + 5_000).unref();
    // A scrape answers at once: its listener closes beside the site's, and the site's close waits for nothing of it.
    metricsServer?.close();
    metricsServer?.closeIdleConnections();
    server.close(async () => {
      try {
        await stopClickRollup();
        await stopSaltRotation();
        await stopTrafficRollup();
        await stopWeeklySummary();
        await stopBackups();
        await stopBounceMailbox();
        await stopCvScan();
        await stopJobAlerts();
        await stopSeasonReorders();
        await stopRequestReminders();
        await campaigns.stop();
        await outbox.stop();
        await stopHousekeeping();
        transport.close();
        redisWatch?.stop();
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
