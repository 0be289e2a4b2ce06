import { expect, test } from "./fixtures";
import { fillLine, fillRequest } from "./request-form";

const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function fillContact(page: import("@playwright/test").Page, subject: string) {
  const form = page.getByTestId("contact-form");
  await form.getByLabel("Full name").fill("Amina Otieno");
  await form.getByLabel("Email address").fill("amina@lakeside.test");
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Message", { exact: false }).first().fill("We need twelve housekeeping attendants from June.");
  return form;
}

test.describe("contact form", () => {
  test("shows each field's message, then goes through Send Message, Sending... and Message Sent!", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByTestId("contact-form");
    const submit = page.getByTestId("contact-submit");
    await expect(submit).toHaveText("Send Message");
    await submit.click();
    await expect(form.getByText("Please enter your name.")).toBeVisible();
    await expect(page.locator("[aria-invalid=true]")).toHaveCount(4);

    await fillContact(page, unique("Seasonal housekeeping"));
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/contact.data*", async (route) => {
      await held;
      await route.continue();
    });
    await submit.click();
    await expect(submit).toHaveText("Sending...");
    await expect(submit).toBeDisabled();
    release();
    await expect(submit).toHaveText("Message Sent!");
    await expect(page.getByTestId("contact-status")).toHaveText("Thank you for reaching out. Our team will reply soon.");
  });
});

test.describe("partnership form", () => {
  test("submits a request of two lines for an operator, and shows its reference", async ({ page }) => {
    await page.goto("/partnership");
    const form = await fillRequest(page, unique("Coastal Resorts"));
    await form.getByRole("button", { name: "Add a line" }).click();
    const second = form.getByTestId("request-line").nth(1);
    await expect(second.getByRole("combobox", { name: "Position", exact: true })).toBeFocused();
    await fillLine(second, { position: "stewarding", placement: "longTerm" });
    await form.getByRole("button", { name: "Send Request" }).click();
    await expect(form.getByRole("button", { name: "Request Sent!" })).toBeVisible();
    await expect(form.getByRole("status")).toContainText("Thank you for your interest in partnering with us.");
    await expect(form.getByRole("status")).toContainText(/Your reference is REQ-\d{6}/);
  });

  test("refuses maintenance technicians for a season, with the message beside the field", async ({ page }) => {
    await page.goto("/partnership");
    const form = await fillRequest(page, unique("Seasonal Maintenance Inn"));
    const line = form.getByTestId("request-line").first();
    await line.getByRole("combobox", { name: "Position", exact: true }).selectOption("maintenanceTechnicians");
    await line.getByLabel("Kind of placement").selectOption("seasonal");
    await line.getByLabel("End date").fill("2027-09-30");
    await form.getByRole("button", { name: "Send Request" }).click();
    await expect(line.getByText("Maintenance technicians are placed long term only.").last()).toBeVisible();
    await expect(line.getByLabel("Kind of placement")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByRole("button", { name: "Request Sent!" })).toHaveCount(0);
  });

  test("a plan's Get a Custom Quote arrives with the plan chosen", async ({ page }) => {
    await page.goto("/pricing");
    await page.getByRole("link", { name: "Get a Custom Quote" }).nth(1).click();
    await expect(page).toHaveURL(/\/partnership\?plan=elite#request$/);
    await expect(page.getByTestId("request-plan")).toHaveValue("elite");
  });
});

test.describe("forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form stores the message and the page thanks the visitor", async ({ page }) => {
    await page.goto("/contact");
    await fillContact(page, unique("No-JS question"));
    await page.getByTestId("contact-submit").click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByTestId("contact-status")).toHaveText("Thank you for reaching out. Our team will reply soon.");
  });

  test("the contact form answers missing fields with their messages", async ({ page }) => {
    await page.goto("/contact");
    await page.getByTestId("contact-submit").click();
    await expect(page.locator("[aria-invalid=true]")).toHaveCount(4);
  });

  test("the partnership form adds and removes lines, then stores the request", async ({ page }) => {
    await page.goto("/partnership");
    await fillRequest(page, unique("No-JS Lodge"));
    await page.getByRole("button", { name: "Add a line" }).click();
    await expect(page).toHaveURL(/\/partnership#request-lines$/);
    const form = page.getByTestId("partnership-form");
    await expect(form.getByTestId("request-line")).toHaveCount(2);
    await expect(form.getByLabel("Organization name")).toHaveValue(/^No-JS Lodge/);
    await fillLine(form.getByTestId("request-line").nth(1), { position: "stewarding", placement: "seasonal" });
    await form.getByRole("button", { name: "Add a line" }).click();
    await expect(form.getByTestId("request-line")).toHaveCount(3);
    await form.getByRole("button", { name: "Remove line 3" }).click();
    await expect(form.getByTestId("request-line")).toHaveCount(2);
    await form.getByRole("button", { name: "Send Request" }).click();
    await expect(page.getByTestId("partnership-form").getByRole("status")).toContainText(/Your reference is REQ-\d{6}/);
  });
});

test.describe("foundation forms", () => {
  test("a volunteer signs up and is thanked", async ({ page }) => {
    await page.goto("/volunteer");
    const form = page.getByTestId("volunteer-form");
    await form.locator("[name=fullName]").fill("Kofi Mensah");
    await form.locator("[name=email]").fill(`kofi-${Date.now()}@volunteer.test`);
    await form.locator("[name=country]").fill("Ghana");
    await form.locator("[name=interests][value=mentoring]").check();
    await form.locator("[name=availability]").selectOption("weekly");
    await form.locator("[name=message]").fill("I mentor young hotel staff in Accra.");
    await form.getByRole("button").click();
    await expect(page.getByTestId("volunteer-thanks")).toBeVisible();
  });

  test("a donor pledges and learns how the gift is completed", async ({ page }) => {
    await page.goto("/donate");
    const form = page.getByTestId("donation-form");
    await form.getByRole("button").click();
    await expect(form.locator("[aria-invalid=true]").first()).toBeFocused();
    await form.locator("[name=amount]").fill("150");
    await form.locator("[name=program]").selectOption("boreholeWater");
    await form.locator("[name=fullName]").fill("Grace Njeri");
    await form.locator("[name=email]").fill(`grace-${Date.now()}@donor.test`);
    await form.getByRole("button").click();
    await expect(page.getByTestId("donation-thanks")).toContainText("No card is taken online");
  });
});
