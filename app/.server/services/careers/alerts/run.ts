/** One pass of the job alerts (decision 0036): queue newly published openings, then send within the rate. */
import { jobAlertContextFor } from "./context";
import { queueNewOpeningAlerts, sendDueJobAlerts } from "./delivery";

export interface JobAlertsRunReport {
  openingsQueued: number;
  queued: number;
  sent: number;
  skipped: number;
  throttled: boolean;
}

export async function runJobAlertsOnce(
  services: Parameters<typeof jobAlertContextFor>[0],
  ratePerMinute: number,
  now = new Date(),
): Promise<JobAlertsRunReport> {
  const { openings, queued } = await queueNewOpeningAlerts(services.database);
  const sent = await sendDueJobAlerts(await jobAlertContextFor(services), ratePerMinute, now);
  return { openingsQueued: openings, queued, ...sent };
}
