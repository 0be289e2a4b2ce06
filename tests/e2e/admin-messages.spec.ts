import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { asRole } from "./admin-fixtures";
import { expect, test } from "./fixtures";

const XSS = `<img src=x onerror="window.__xss=1">`;
const unique = (label: string) => `${label} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

// The shared toaster (sonner's rich colours) is checked where it is owned, not on every page that toasts.
const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).exclude("[data-sonner-toaster]").analyze()).violations;

/** Did any markup from a message run? The payload sets this global if it ever becomes an element. */
const expectNoScriptRan = async (page: Page) => {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
};

/** Sends a message through the public contact form, as a visitor does. */
async function sendContactMessage(page: Page, subject: string, message: string) {
  await page.goto("/contact");
  const form = page.getByTestId("contact-form");
  await form.getByLabel("Full name").fill("Xavier Script");
  await form.getByLabel("Email address").fill("xavier@guest.test");
  await form.getByLabel("Subject").fill(subject);
  await form.getByRole("textbox", { name: "Message" }).fill(message);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByTestId("contact-status")).toHaveText("Thank you for reaching out. Our team will reply soon.");
}

/** A bot's post to the contact form: it fills the hidden honeypot field, so the message is kept as spam. */
async function sendSpam(page: Page, subject: string) {
  const response = await page.request.post("/contact", {
    form: {
      name: "Spam Bot",
      email: "bot@spam.test",
      subject,
      message: "Cheap followers!",
      company_website: "http://spam.example",
    },
  });
  expect(response.status()).toBe(200);
}

test.describe("admin messages", () => {
  test("a contact message is read, archived, restored and deleted, its markup shown as text", async ({ page }) => {
    const subject = unique("Night porters");
    const message = `Hello,\n${XSS}\nWe need two night porters.`;
    await sendContactMessage(page, subject, message);

    await asRole(page, "admin");
    await page.goto(`/admin/messages?q=${encodeURIComponent(subject)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Messages");
    const table = page.getByRole("table", { name: "Contact messages, newest first" });
    const row = table.getByRole("row").filter({ hasText: subject });
    await expect(row).toContainText("Xavier Script");
    await expect(row).toContainText("xavier@guest.test");
    await expect(row).toContainText(`Hello, ${XSS}`);
    await expect(row.getByRole("cell", { name: "Unread", exact: true })).toBeVisible();
    await expectNoScriptRan(page);
    expect(await axeViolations(page)).toEqual([]);

    // Opening shows the whole text, literally and with its line breaks, and marks it read.
    await row.getByRole("link", { name: subject }).click();
    await expect(page).toHaveURL(/[?&]open=\d+/);
    const panel = page.getByRole("region", { name: subject });
    await expect(panel.getByRole("heading", { level: 2 })).toBeFocused();
    const text = panel.getByTestId("message-text");
    // The text node is the message as sent (a form sends line breaks as CR LF); pre-wrap shows its breaks.
    expect(((await text.textContent()) ?? "").replace(/\r\n/g, "\n")).toBe(message);
    await expect(text).toHaveCSS("white-space", "pre-wrap");
    await expect(panel.getByRole("link", { name: "Reply by email" })).toHaveAttribute(
      "href",
      `mailto:xavier@guest.test?subject=${encodeURIComponent(`Re: ${subject}`)}`,
    );
    await expect(row.getByRole("cell", { name: "Read", exact: true })).toBeVisible();
    await expectNoScriptRan(page);
    expect(await axeViolations(page)).toEqual([]);

    // Archive: it leaves the inbox and shows under the archived filter.
    await panel.getByRole("button", { name: "Archive" }).click();
    await expect(page.getByText("1 message moved to the archive.")).toBeVisible();
    await expect(panel.getByRole("button", { name: "Restore" })).toBeVisible();
    await expect(table).toHaveCount(0);
    await expect(page.getByText(`No messages match “${subject}”.`)).toBeVisible();
    const filters = page.getByRole("navigation", { name: "Show messages" });
    await filters.getByRole("link", { name: /^Archived/ }).click();
    await expect(filters.getByRole("link", { name: /^Archived/ })).toHaveAttribute("aria-current", "page");
    await expect(page).toHaveURL(/filter=archived/);
    const archivedRow = table.getByRole("row").filter({ hasText: subject });
    await expect(archivedRow.getByRole("cell", { name: "Archived", exact: true })).toBeVisible();

    // Restore: back in the inbox.
    await archivedRow.getByRole("link", { name: subject }).click();
    await page.getByRole("region", { name: subject }).getByRole("button", { name: "Restore" }).click();
    await expect(page.getByText("1 message moved back to the inbox.")).toBeVisible();
    await filters.getByRole("link", { name: /^Inbox/ }).click();
    await expect(table.getByRole("row").filter({ hasText: subject })).toBeVisible();

    // Delete, after confirming in the dialog.
    await table.getByRole("row").filter({ hasText: subject }).getByRole("link", { name: subject }).click();
    await page.getByRole("region", { name: subject }).getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this message?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("The message from Xavier Script will be deleted permanently.");
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("1 message deleted.")).toBeVisible();
    await expect(page).not.toHaveURL(/open=/);
    await expect(page.getByRole("region", { name: subject })).toHaveCount(0);
    await expect(page.getByText(`No messages match “${subject}”.`)).toBeVisible();
    await expectNoScriptRan(page);
  });

  test("marking a message unread closes it and keeps it unread", async ({ page }) => {
    const subject = unique("Sommelier");
    await sendContactMessage(page, subject, "Do you place sommeliers?");
    await asRole(page, "editor");
    await page.goto(`/admin/messages?q=${encodeURIComponent(subject)}`);
    await page.getByRole("link", { name: subject }).click();
    await page.getByRole("region", { name: subject }).getByRole("button", { name: "Mark as unread" }).click();
    await expect(page.getByText("1 message marked as unread.")).toBeVisible();
    await expect(page).not.toHaveURL(/open=/);
    const row = page.getByRole("row").filter({ hasText: subject });
    await expect(row.getByRole("cell", { name: "Unread", exact: true })).toBeVisible();
  });

  test("several messages are marked read and archived at once, then deleted after confirming", async ({ page }) => {
    const tag = unique("Bulk");
    for (const n of [1, 2, 3]) await sendContactMessage(page, `${tag} #${n}`, `Message ${n}`);
    await asRole(page, "editor");
    await page.goto(`/admin/messages?q=${encodeURIComponent(tag)}`);
    const table = page.getByRole("table", { name: "Contact messages, newest first" });
    await expect(table.getByRole("row")).toHaveCount(4);
    await expect(page.getByRole("button", { name: "Mark read" })).toBeDisabled();

    await table.getByRole("checkbox", { name: "Select all" }).check();
    await expect(page.getByText("3 selected", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Mark read" }).click();
    await expect(page.getByText("3 messages marked as read.")).toBeVisible();
    await expect(table.getByRole("cell", { name: "Read", exact: true })).toHaveCount(3);

    await table.getByRole("checkbox", { name: new RegExp(`${tag} #1$`) }).check();
    await table.getByRole("checkbox", { name: new RegExp(`${tag} #2$`) }).check();
    await page.getByRole("button", { name: "Archive" }).click();
    await expect(page.getByText("2 messages moved to the archive.")).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(2);

    await page
      .getByRole("navigation", { name: "Show messages" })
      .getByRole("link", { name: /^Archived/ })
      .click();
    await expect(table.getByRole("row")).toHaveCount(3);
    await table.getByRole("checkbox", { name: "Select all" }).check();
    await page.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete 2 messages?" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole("row")).toHaveCount(3);
    await page.getByRole("button", { name: "Delete" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("2 messages deleted.")).toBeVisible();
    await expect(page.getByText(`No messages match “${tag}”.`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a viewer reads messages without marking them read and is offered no changes", async ({ page }) => {
    const subject = unique("Viewer visit");
    await sendContactMessage(page, subject, "Just looking.");
    await asRole(page, "viewer");
    await page.goto(`/admin/messages?q=${encodeURIComponent(subject)}`);
    await expect(page.getByText("Your role can view this list but not change it.")).toBeVisible();
    await expect(page.getByRole("checkbox")).toHaveCount(0);
    await page.getByRole("link", { name: subject }).click();
    const panel = page.getByRole("region", { name: subject });
    await expect(panel.getByTestId("message-text")).toHaveText("Just looking.");
    await expect(panel.getByRole("button")).toHaveCount(0);
    await expect(
      page.getByRole("row").filter({ hasText: subject }).getByRole("cell", { name: "Unread", exact: true }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("admin messages: spam", () => {
  test("a message the honeypot caught waits under Spam; Not spam moves it to the inbox, Mark as spam back", async ({ page }) => {
    const subject = unique("Caught");
    await sendSpam(page, subject);
    await asRole(page, "editor");
    await page.goto(`/admin/messages?q=${encodeURIComponent(subject)}`);
    await expect(page.getByText(`No messages match “${subject}”.`)).toBeVisible();
    const filters = page.getByRole("navigation", { name: "Show messages" });
    await filters.getByRole("link", { name: /^Spam/ }).click();
    await expect(page).toHaveURL(/filter=spam/);
    const table = page.getByRole("table", { name: "Contact messages, newest first" });
    const row = table.getByRole("row").filter({ hasText: subject });
    await expect(row.getByRole("cell", { name: "Spam", exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole("link", { name: subject }).click();
    const panel = page.getByRole("region", { name: subject });
    await expect(panel).toContainText("The spam filter caught this message");
    expect(await axeViolations(page)).toEqual([]);
    await panel.getByRole("button", { name: "Not spam" }).click();
    await expect(page.getByText("1 message is in the inbox; its notification is on its way.")).toBeVisible();
    await filters.getByRole("link", { name: /^Inbox/ }).click();
    const inboxRow = table.getByRole("row").filter({ hasText: subject });
    await expect(inboxRow).toBeVisible();

    await inboxRow.getByRole("link", { name: subject }).click();
    await page.getByRole("region", { name: subject }).getByRole("button", { name: "Mark as spam" }).click();
    await expect(page.getByText("1 message moved to spam.")).toBeVisible();
    await filters.getByRole("link", { name: /^Inbox/ }).click();
    await expect(page.getByText(`No messages match “${subject}”.`)).toBeVisible();
  });
});

test.describe("admin messages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("checked messages are archived with a plain form post", async ({ page }) => {
    const subject = unique("No script");
    await sendContactMessage(page, subject, XSS);
    await asRole(page, "editor");
    await page.goto(`/admin/messages?q=${encodeURIComponent(subject)}`);
    const table = page.getByRole("table", { name: "Contact messages, newest first" });
    await expect(table).toContainText(XSS);
    await table.getByRole("checkbox", { name: new RegExp(subject) }).check();
    await page.getByRole("button", { name: "Archive" }).click();
    // No toast can show without JavaScript: the page says it.
    await expect(page.getByRole("status").filter({ hasText: "1 message moved to the archive." })).toBeVisible();
    await expect(page.getByText(`No messages match “${subject}”.`)).toBeVisible();
    await page.goto(`/admin/messages?filter=archived&q=${encodeURIComponent(subject)}`);
    await expect(table.getByRole("row").filter({ hasText: subject })).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  test("checked spam is moved to the inbox with a plain form post", async ({ page }) => {
    const subject = unique("Caught without script");
    await sendSpam(page, subject);
    await asRole(page, "editor");
    await page.goto(`/admin/messages?filter=spam&q=${encodeURIComponent(subject)}`);
    const table = page.getByRole("table", { name: "Contact messages, newest first" });
    await table.getByRole("checkbox", { name: new RegExp(subject) }).check();
    await page.getByRole("button", { name: "Not spam" }).click();
    await expect(page.getByText(`No messages match “${subject}”.`)).toBeVisible();
    await page.goto(`/admin/messages?q=${encodeURIComponent(subject)}`);
    await expect(table.getByRole("row").filter({ hasText: subject })).toBeVisible();
  });
});
