import type { Browser, BrowserContext, Page } from "@playwright/test";
import { asRole } from "./admin-fixtures";
import { expect, newBrowser, test, waitForHydration } from "./fixtures";

/**
 * The traffic view tried as a new marketing person would (decision 0016): three visitors in three
 * languages land from tagged links and referring sites, move on by client-side navigation, one of
 * them sends a message; the view then shows their visits, pages, sources and languages, the message
 * attributed to its campaign, and the message's record says where its sender came from. Each
 * visitor has a user agent of its own, so their daily visitor ids differ on the one test address;
 * campaigns are unique to the run, since other tests' visits land on the same server.
 */
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const today = () => new Date().toISOString().slice(0, 10);
const DESKTOP_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

interface Landing {
  path: string;
  utm: { source: string; medium: string; campaign: string };
  referrer: string;
  /** Paths reached afterwards by clicking the site's own links. */
  navigateTo: string[];
}

const visitorContext = (browser: Browser, id: string): Promise<BrowserContext> =>
  newBrowser(browser, { userAgent: `${DESKTOP_AGENT} marketing-e2e/${id}` });

/** Resolves once the browser has sent the page view of `path`. */
function viewSent(page: Page, path: string) {
  return page.waitForRequest(
    (request) => request.url().endsWith("/api/views") && JSON.parse(request.postData() ?? "{}").path === path,
  );
}

/** Lands from a tagged link and a referring site, then follows the site's own links (client-side navigations). */
async function visit(page: Page, landing: Landing): Promise<void> {
  const query = new URLSearchParams({
    utm_source: landing.utm.source,
    utm_medium: landing.utm.medium,
    utm_campaign: landing.utm.campaign,
  });
  const landed = viewSent(page, landing.path);
  await page.goto(`${landing.path}?${query}`, { referer: landing.referrer });
  await waitForHydration(page);
  await landed;
  // Marks this document: it survives only if the next pages are rendered without a page load.
  await page.evaluate(() => {
    (window as unknown as { sameDocument?: boolean }).sameDocument = true;
  });
  for (const path of landing.navigateTo) {
    const sent = viewSent(page, path);
    await page.locator(`a[href="${path}"]:visible`).first().click();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`));
    // The beacon leaves after the page renders; a browser closed sooner would never send it.
    await sent;
  }
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
}

test("a marketing person sees visits, sources, languages and the enquiry a campaign brought", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const id = unique();
  const campaigns = { en: `spring-hiring-${id}`, es: `boletin-${id}`, fr: `saison-${id}` };
  const subject = `Night porters ${id}`;

  // English, from LinkedIn: home, then pricing and contact through the menu, and a message.
  const english = await visitorContext(browser, `en-${id}`);
  const englishPage = await english.newPage();
  await visit(englishPage, {
    path: "/",
    utm: { source: "linkedin", medium: "social", campaign: campaigns.en },
    referrer: "https://www.linkedin.com/feed/",
    navigateTo: ["/pricing", "/contact"],
  });
  const form = englishPage.getByTestId("contact-form");
  await form.getByLabel("Full name").fill("Marta Marketing");
  await form.getByLabel("Email address").fill(`marketing-${id}@lodge.test`);
  await form.getByLabel("Subject").fill(subject);
  await form.getByRole("textbox", { name: "Message" }).fill("We need night porters for the winter season.");
  await englishPage.getByRole("button", { name: "Send Message" }).click();
  await expect(englishPage.getByTestId("contact-status")).toHaveText("Thank you for reaching out. Our team will reply soon.");
  await english.close();

  // Spanish, from the newsletter; French, from a search engine.
  const spanish = await visitorContext(browser, `es-${id}`);
  await visit(await spanish.newPage(), {
    path: "/es/",
    utm: { source: "newsletter", medium: "email", campaign: campaigns.es },
    referrer: "https://mail.example.net/",
    navigateTo: ["/es/pricing"],
  });
  await spanish.close();
  const french = await visitorContext(browser, `fr-${id}`);
  await visit(await french.newPage(), {
    path: "/fr/pricing",
    utm: { source: "google", medium: "cpc", campaign: campaigns.fr },
    referrer: "https://www.google.fr/",
    navigateTo: ["/fr/contact"],
  });
  await french.close();

  // The marketing person signs in; their own look at the site is not counted.
  await asRole(page, "viewer");
  const staffCampaign = `staff-${id}`;
  await page.goto(`/?utm_campaign=${staffCampaign}`);

  await page.goto("/admin/dashboard");
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Traffic" }).click();
  await page.getByRole("link", { name: "Today" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today()}&to=${today()}$`));
  const figure = (label: string) => page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
  const table = (name: string | RegExp) => page.getByRole("table", { name });
  const campaignsTable = () => table("UTM campaigns by visitors in this range");

  // A shared address holds the filter: the English campaign's visit, its pages and its message.
  // The beacons and their group commit are asynchronous: look again until the visit is in.
  const campaignView = (campaign: string) => `/admin/traffic?from=${today()}&to=${today()}&campaign=${campaign}`;
  await expect(async () => {
    await page.goto(campaignView(campaigns.en));
    await expect(figure("Page views")).toHaveText("3", { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId("active-filter")).toHaveText(`Filtered by campaign: ${campaigns.en}`);
  await expect(figure("Daily visitors")).toHaveText("1");
  await expect(figure("Visitors who reached a goal")).toHaveText("1");
  const pages = table("Pages by visitors in this range");
  for (const path of ["/", "/pricing", "/contact"])
    await expect(pages.getByRole("link", { name: path, exact: true })).toBeVisible();
  await expect(table(/^Where visits came from/).getByRole("link", { name: "LinkedIn", exact: true })).toBeVisible();
  await expect(table(/^The language of the site/).getByRole("link", { name: "English" })).toBeVisible();
  await expect(table(/^Forms sent and other goals/).getByRole("row", { name: /Contact message/ })).toContainText("1");

  // Clicking the source row filters the whole view by LinkedIn: the campaign is among its rows.
  await table(/^Where visits came from/)
    .getByRole("link", { name: "LinkedIn", exact: true })
    .click();
  await expect(page.getByTestId("active-filter")).toHaveText("Filtered by source: LinkedIn");
  await expect(campaignsTable().getByRole("link", { name: campaigns.en, exact: true })).toBeVisible();

  // The Spanish and French visits: their languages, sources and the pages reached by navigation.
  for (const [campaign, source, language, paths] of [
    [campaigns.es, "Newsletter", "Spanish", ["/es/", "/es/pricing"]],
    [campaigns.fr, "Google", "French", ["/fr/pricing", "/fr/contact"]],
  ] as const) {
    await expect(async () => {
      await page.goto(campaignView(campaign));
      await expect(figure("Page views")).toHaveText("2", { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(figure("Daily visitors")).toHaveText("1");
    await expect(table(/^Where visits came from/).getByRole("link", { name: source, exact: true })).toBeVisible();
    await expect(table(/^The language of the site/).getByRole("link", { name: language })).toBeVisible();
    for (const path of paths) await expect(pages.getByRole("link", { name: path, exact: true })).toBeVisible();
    await expect(figure("Visitors who reached a goal")).toHaveText("0");
  }

  // Signed-in staff are not counted.
  await page.goto(campaignView(staffCampaign));
  await expect(figure("Page views")).toHaveText("0");

  // The message's record says where its sender came from.
  await page.goto(`/admin/messages?q=${encodeURIComponent(subject)}`);
  await page.getByRole("link", { name: subject }).click();
  const cameFrom = page.getByTestId("came-from");
  await expect(cameFrom).toContainText("LinkedIn (Social)");
  await expect(cameFrom).toContainText(campaigns.en);
  await expect(cameFrom).toContainText("English");
});
