/** Filling the request for staff on /partnership (decision 0038), shared by the specs that send one. */
import type { Locator, Page } from "@playwright/test";

/** The request's own fields, and its first line: two laundry attendants for the 2027 season. */
export async function fillRequest(page: Page, organization: string): Promise<Locator> {
  const form = page.getByTestId("partnership-form");
  await form.getByLabel("Organization name").fill(organization);
  await form.getByLabel("Organization type").selectOption("resort");
  await form.getByLabel("Contact person").fill("Kwame Asante");
  await form.getByLabel("Email address").fill("kwame@coastal.test");
  await form.getByLabel("Country or market").selectOption("gh");
  await form.getByLabel("City").fill("Cape Coast");
  await fillLine(form.getByTestId("request-line").first(), { position: "laundry", placement: "seasonal" });
  return form;
}

/** One line: a position and kind of placement, two people, day shifts, from 1 June 2027 (and to 30 September when it ends). */
export async function fillLine(line: Locator, { position, placement }: { position: string; placement: string }) {
  await line.getByLabel("Position", { exact: true }).selectOption(position);
  await line.getByLabel("Number of people").fill("2");
  await line.getByLabel("Kind of placement").selectOption(placement);
  await line.getByLabel("Shift pattern").selectOption("day");
  await line.getByLabel("Start date").fill("2027-06-01");
  if (placement !== "longTerm") await line.getByLabel("End date").fill("2027-09-30");
}

/** Adds a line with "Add a line" and fills it. */
export async function addLine(form: Locator, line: { position: string; placement: string }) {
  await form.getByRole("button", { name: "Add a line" }).click();
  await fillLine(form.getByTestId("request-line").last(), line);
}
