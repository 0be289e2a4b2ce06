import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { asRole } from "./admin-fixtures";
import { expect, test } from "./fixtures";

/**
 * Staff change what the public pages show from /admin/content, and the pages show it at
 * once (the action clears this instance's page cache; other instances follow within 2 s).
 */
test.describe("the content editors", () => {
  test("a team member's Spanish position, edited, shows on /es/about/teams", async ({ page }) => {
    await asRole(page, "editor");
    await page.goto("/admin/content?kind=team");
    await page.getByRole("link", { name: "Edit Amara Okafor" }).click();
    const spanish = page.getByRole("group", { name: /Español/ });
    const position = spanish.getByLabel("Position");
    const original = await position.inputValue();
    await position.fill("Directora de alianzas globales");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("content-saved")).toContainText("Your changes were saved.");
    await expect(page.getByTestId("content-saved").getByRole("link")).toHaveAttribute("href", "/about/teams");

    await page.goto("/es/about/teams");
    await expect(page.getByText("Directora de alianzas globales")).toBeVisible();
    // English and French keep their own text.
    await page.goto("/fr/about/teams");
    await expect(page.getByText("Directora de alianzas globales")).toHaveCount(0);

    // Put it back: other tests read the seeded team.
    await page.goto("/admin/content?kind=team");
    await page.getByRole("link", { name: "Edit Amara Okafor" }).click();
    await page
      .getByRole("group", { name: /Español/ })
      .getByLabel("Position")
      .fill(original);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("content-saved")).toBeVisible();
  });

  test("an uploaded photo shows on the team page with its widths; a renamed text file is refused", async ({ page }) => {
    await asRole(page, "admin");
    await page.goto("/admin/content?kind=team&edit=daniel-mwangi");
    const refused = { name: "photo.png", mimeType: "image/png", buffer: Buffer.from("#!/bin/sh\necho not an image\n") };
    await page.getByLabel("Photo", { exact: true }).setInputFiles(refused);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("This file is not a PNG, JPEG or WebP image (or an SVG for a client logo).")).toBeVisible();

    const photo = await sharp({ create: { width: 900, height: 900, channels: 3, background: "#1f6f6b" } })
      .jpeg()
      .toBuffer();
    await page.getByLabel("Photo", { exact: true }).setInputFiles({ name: "daniel.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("content-saved")).toContainText("Your changes were saved.");

    await page.goto("/about/teams");
    const image = page.getByRole("article", { name: "Daniel Mwangi" }).locator("img");
    await expect(image).toHaveAttribute("srcset", /\/media\/[0-9a-f]+-320\.webp 320w, .*-640\.webp 640w/);
    await expect(image).toHaveAttribute("width", "900");
    await expect(image).toHaveAttribute("height", "900");
    const served = await page.request.get((await image.getAttribute("src")) ?? "");
    expect(served.status()).toBe(200);
    expect(served.headers()["cache-control"]).toContain("immutable");
  });

  test("a post sent while the browser's checks are still loading gets the server's answer", async ({ page }) => {
    await asRole(page, "admin");
    await page.goto("/admin/content?kind=team&edit=daniel-mwangi");
    // The checks (Conform and the kind's schema) arrive only once the answer has been
    // shown: held from the hydrated page on, which has its own modules by then.
    let answerShown = () => {};
    const held = new Promise<void>((resolve) => {
      answerShown = resolve;
    });
    await page.route(/\/assets\/(FormValidation|content)-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const refused = { name: "photo.png", mimeType: "image/png", buffer: Buffer.from("not an image") };
    await page.getByLabel("Photo", { exact: true }).setInputFiles(refused);
    const checksLoaded = page.waitForEvent("requestfinished", (request) => /\/FormValidation-/.test(request.url()));
    await page.getByRole("button", { name: "Save" }).click();
    const message = page.getByText("This file is not a PNG, JPEG or WebP image (or an SVG for a client logo).");
    await expect(message).toBeVisible();
    await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
    answerShown();
    // Once the checks run (they have reported to the form), the server's message for a field they
    // do not check stays.
    await checksLoaded;
    await expect(page.locator("form[data-checks='live']").filter({ has: message })).toBeVisible();
    await expect(message).toBeVisible();
  });

  test("a new client shows on the home page, in every language", async ({ page }) => {
    // A name of this attempt's own: a failed attempt may leave its client behind for the retry.
    const name = `Savannah Crest Lodges ${test.info().retry + 1}`;
    await asRole(page, "admin");
    await page.goto("/admin/content?kind=clients");
    await page.getByRole("link", { name: "Add an item" }).click();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await page.getByLabel("Website (optional)").fill("https://savannah-crest.example");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByTestId("content-saved")).toContainText("The item was added.");
    await expect(page.getByTestId("content-items")).toContainText(name);

    for (const path of ["/", "/fr/", "/our-clients"]) {
      await page.goto(path);
      await expect(page.getByText(name).first(), path).toBeVisible();
    }

    await page.goto("/admin/content?kind=clients");
    const added = page.getByTestId("content-item").filter({ hasText: name });
    await added.getByText("Delete", { exact: true }).click();
    await added.getByRole("button", { name: "Delete for good" }).click();
    await expect(page.getByTestId("content-items")).not.toContainText(name);
    await page.goto("/");
    await expect(page.getByText(name)).toHaveCount(0);
  });

  test("an emptied Facebook link is gone from the footer; a refused address keeps what was typed", async ({ page }) => {
    await asRole(page, "admin");
    await page.goto("/admin/content?kind=details");
    const facebook = page.getByLabel("Facebook");
    const original = await facebook.inputValue();
    expect(original).not.toBe("");
    await page.getByLabel("Instagram").fill("http://not-secure.example");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Enter a full address starting with https://.")).toBeVisible();
    await page.getByLabel("Instagram").fill("https://www.instagram.com/crestwayhospitality");
    await facebook.fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("content-saved")).toContainText("The links and contact details were saved.");

    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.locator('a[href*="instagram.com"]')).toHaveCount(1);
    await expect(footer.locator('a[href*="facebook.com"]')).toHaveCount(0);

    await page.goto("/admin/content?kind=details");
    await page.getByLabel("Facebook").fill(original);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("content-saved")).toBeVisible();
  });

  test("a new question reorders and hides with the keyboard, and is deleted only after a confirmation", async ({ page }) => {
    // A question of this attempt's own: a failed attempt may leave its question behind for the retry.
    const question = `Do you staff river cruises (${test.info().retry + 1})?`;
    await asRole(page, "admin");
    await page.goto("/admin/content?kind=faq");
    const items = page.getByTestId("content-item");
    const count = await items.count();
    await page.getByRole("link", { name: "Add an item" }).click();
    const english = page.getByRole("group", { name: /English/ });
    await english.getByLabel("Question").fill(question);
    await english.getByLabel("Answer").fill("Yes: crews for river and ocean cruises alike.");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(items).toHaveCount(count + 1);
    const added = items.filter({ hasText: question });
    await expect(added).toContainText("Not translated: Español");
    await expect(items.last()).toContainText(question);

    await expect(page.getByTestId("content-saved")).toContainText("The item was added.");

    // Move up by keyboard: focus the button, press Enter (on the list page, the new item's panel closed).
    await page.goto("/admin/content?kind=faq");
    await added.getByRole("button", { name: "Move up" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("content-saved")).toContainText("The item moved up.");
    await expect(items.nth(count - 1)).toContainText(question);
    await page.goto("/fr/pricing");
    await expect(page.getByText(question)).toBeVisible();

    await page.goto("/admin/content?kind=faq");
    await added.getByRole("button", { name: "Hide" }).click();
    await expect(added).toContainText("Hidden");
    await page.goto("/pricing");
    await expect(page.getByText(question)).toHaveCount(0);

    await page.goto("/admin/content?kind=faq");
    await added.getByText("Delete", { exact: true }).click();
    await expect(added.getByText(/for good\? This cannot be undone\./)).toBeVisible();
    await added.getByRole("button", { name: "Delete for good" }).click();
    await expect(items).toHaveCount(count);
  });

  test("the editors have no axe violation: a kind's list with an item open, and the site details", async ({ page }) => {
    await asRole(page, "admin");
    for (const path of [
      "/admin/content?kind=team&edit=amara-okafor",
      "/admin/content?kind=details",
      "/admin/content?kind=faq&edit=new",
    ]) {
      await page.goto(path);
      // A toast fading in or out is measured half transparent, as in the other specs' axe checks.
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).exclude("[data-sonner-toaster]").analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
        path,
      ).toEqual([]);
    }
  });

  test("a viewer reads the content but is offered no change", async ({ page }) => {
    await asRole(page, "viewer");
    await page.goto("/admin/content?kind=team");
    await expect(page.getByTestId("content-item")).toHaveCount(11);
    await expect(page.getByRole("button", { name: "Move up" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Add an item" })).toHaveCount(0);
  });
});

test.describe("the content editors without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a statistic's French label is saved and shown on the French home page", async ({ page }) => {
    await asRole(page, "admin");
    await page.goto("/admin/content?kind=statistics");
    await page
      .getByRole("link", { name: /^Edit / })
      .first()
      .click();
    const french = page.getByRole("group", { name: /Français/ });
    const label = french.getByLabel("Label");
    const original = await label.inputValue();
    await label.fill("Clients ravis");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("content-saved")).toContainText("Your changes were saved.");
    await page.goto("/fr/");
    await expect(page.getByText("Clients ravis")).toBeVisible();

    await page.goto("/admin/content?kind=statistics");
    await page
      .getByRole("link", { name: /^Edit / })
      .first()
      .click();
    await page
      .getByRole("group", { name: /Français/ })
      .getByLabel("Label")
      .fill(original);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("content-saved")).toBeVisible();
  });
});
