/**
 * The editable content (decision 0011): seeded with exactly what the site showed in all three languages,
 * read by the public pages with English where a translation is empty and without hidden items,
 * written by the editors' service calls, and every write reaching the page cache through the
 * content version.
 */

import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageCache } from "~/.server/http/page-cache";
import {
  createContent,
  deleteContent,
  forgetSiteContent,
  getContent,
  listContent,
  moveContent,
  readContentVersion,
  readSiteDetails,
  saveSiteDetails,
  seedContactDetails,
  setContentHidden,
  siteContent,
  updateContent,
} from "~/.server/services/content";
import { storeUpload } from "~/.server/services/content/images";
import { faqEntrySchema, siteDetailsSchema, statisticSchema, teamMemberSchema } from "~/lib/validation/content";
import { TEST_ACTOR } from "../support/audit";
import { engines, suiteDatabase } from "../support/databases";
import type { LoopbackServer } from "../support/http";
import { instancePageCache } from "../support/instance-page-cache";

const TEAM = [
  "Amara Okafor",
  "Daniel Mwangi",
  "Grace Asante",
  "Thandiwe Nkosi",
  "Samuel Adeyemi",
  "Esther Wanjiru",
  "Michael Brennan",
  "Fatima Benali",
  "Joseph Uwimana",
  "Lauren Whitaker",
  "Kwame Boateng",
];

const CONTACT = { phone: "+1 (425) 555-0100", email: "hello@crestway.test", address: "1 Main St, Bellevue, WA" };

/** Far in the past, so a cached read is always due for a version check. */
const LATER = () => Date.now() + 10_000;

describe.each(engines())("content on $name", ({ make }) => {
  const database = suiteDatabase(make);

  beforeAll(async () => {
    await seedContactDetails(database, CONTACT);
  });

  describe("as seeded: what the site showed before", () => {
    it("has the eleven team members in order, with their portraits, LinkedIn and translated positions", async () => {
      const en = await siteContent(database, "en");
      expect(en.team.map((member) => member.name)).toEqual(TEAM);
      expect(en.team[0]).toMatchObject({
        id: "amara-okafor",
        position: "Founder and Chief Executive Officer",
        photo: { src: "/images/team/amara-okafor.svg", alt: "" },
        linkedinUrl: "https://www.linkedin.com/in/amara-okafor-crestway",
      });
      const es = await siteContent(database, "es");
      expect(es.team[0]?.position).toBe("Fundadora y directora ejecutiva");
      expect(es.team.map((member) => member.name)).toEqual(TEAM);
      const fr = await siteContent(database, "fr");
      expect(fr.team[0]?.bio).not.toBe(en.team[0]?.bio);
    });

    it("has the four statistics: 30+ years in English, 15+ in Spanish and French", async () => {
      for (const [language, years] of [
        ["en", "30+"],
        ["es", "15+"],
        ["fr", "15+"],
      ] as const) {
        const { statistics } = await siteContent(database, language);
        expect(statistics.map((statistic) => statistic.id)).toEqual([
          "clientSatisfaction",
          "placements",
          "continents",
          "yearsOfExperience",
        ]);
        expect(statistics.map((statistic) => statistic.value)).toEqual(["98%", "1500+", "4+", years]);
      }
      const fr = await siteContent(database, "fr");
      expect(fr.statistics[0]?.label).toBe("Satisfaction client");
    });

    it("has three testimonials (one citing 100 employees), six clients on the home page, eight FAQ entries", async () => {
      const en = await siteContent(database, "en");
      expect(en.testimonials.map((testimonial) => testimonial.id)).toEqual([
        "resortGeneralManager",
        "lodgeOperationsDirector",
        "conferenceHousekeepingManager",
      ]);
      expect(en.testimonials.filter((testimonial) => /\b100 employees\b/.test(testimonial.quote))).toHaveLength(1);
      const fr = await siteContent(database, "fr");
      expect(fr.testimonials[0]).toMatchObject({ author: "Directeur général", location: "Mombasa, Kenya" });
      expect(en.clients.map((client) => client.name)).toEqual([
        "Azure Coast Resorts",
        "Acacia Plains Lodges",
        "Harbourlight Hotels",
        "Kilima Grand Hotels",
        "Baobab House Suites",
        "Lumen Quay Hotels",
      ]);
      for (const client of en.clients) {
        expect(client.logo?.src).toMatch(/^\/images\/clients\/.+\.svg$/);
        expect(client.logo?.alt).toBe(client.name);
        expect(client.onHome).toBe(true);
        expect(client.websiteUrl).toMatch(/^https:\/\/.+\.example$/);
      }
      expect(en.faq).toHaveLength(8);
      expect(fr.faq).toHaveLength(8);
      expect(en.faq[0]?.question).toBe("Why don't you publish prices?");
      expect(fr.faq[0]?.question).toMatch(/^Pourquoi ne publiez-vous pas vos tarifs/);
    });

    it("has the five social links and the configured contact details", async () => {
      const { socialLinks, contact } = await siteContent(database, "es");
      expect(socialLinks).toEqual([
        { network: "facebook", url: "https://www.facebook.com/crestwayhospitality" },
        { network: "instagram", url: "https://www.instagram.com/crestwayhospitality" },
        { network: "linkedin", url: "https://www.linkedin.com/company/crestway-hospitality" },
        { network: "youtube", url: "https://www.youtube.com/@crestwayhospitality" },
        { network: "twitter", url: "https://x.com/crestwayhosp" },
      ]);
      expect(contact).toEqual(CONTACT);
      // A second start keeps what staff saved.
      await seedContactDetails(database, { phone: "", email: "other@crestway.test", address: "" });
      expect((await readSiteDetails(database.db)).contact).toEqual(CONTACT);
    });

    it("lists every item for the editors, all three languages, none missing a translation", async () => {
      const team = await listContent(database, "team");
      expect(team).toHaveLength(11);
      expect(team[0]).toMatchObject({
        id: "amara-okafor",
        hidden: false,
        image: { path: "/images/team/amara-okafor.svg", id: null },
        details: { name: "Amara Okafor" },
        missing: {},
      });
      expect(team[0]?.translations.es.position).toBe("Fundadora y directora ejecutiva");
      expect(await getContent(database, "team", "amara-okafor")).toEqual(team[0]);
      expect(await getContent(database, "team", "nobody")).toBeUndefined();
    });
  });

  describe("writes", () => {
    it("creates an item at the end, shows English where a translation is empty, and lists what is missing", async () => {
      const input = faqEntrySchema.parse({
        translations: {
          en: { question: "Do you staff cruise ships?", answer: "Yes, on request." },
          es: { question: "", answer: "" },
          fr: { question: "Recrutez-vous pour les croisières ?", answer: "" },
        },
      });
      const created = await createContent(database, TEST_ACTOR, "faq", input);
      const es = await siteContent(database, "es", LATER());
      expect(es.faq.at(-1)).toEqual({ id: created.id, question: "Do you staff cruise ships?", answer: "Yes, on request." });
      const fr = await siteContent(database, "fr");
      expect(fr.faq.at(-1)).toMatchObject({ question: "Recrutez-vous pour les croisières ?", answer: "Yes, on request." });
      const listed = (await listContent(database, "faq")).at(-1);
      expect(listed?.missing).toEqual({ es: ["question", "answer"], fr: ["answer"] });
      expect(await deleteContent(database, TEST_ACTOR, "faq", created.id)).toEqual({ ok: true });
      expect((await siteContent(database, "en")).faq).toHaveLength(8);
    });

    it("updates an item; an unknown id is a domain result, not an error", async () => {
      const input = statisticSchema.parse({
        translations: {
          en: { value: "2000+", label: "Placements", description: "" },
          es: { value: "2000+", label: "Colocaciones", description: "" },
          fr: { value: "", label: "", description: "" },
        },
      });
      expect(await updateContent(database, TEST_ACTOR, "statistics", "placements", input)).toEqual({ ok: true });
      const fr = await siteContent(database, "fr");
      expect(fr.statistics[1]).toMatchObject({ value: "2000+", label: "Placements" });
      expect(await updateContent(database, TEST_ACTOR, "statistics", "nope", input)).toEqual({ ok: false, reason: "notFound" });
      expect(await deleteContent(database, TEST_ACTOR, "statistics", "nope")).toEqual({ ok: false, reason: "notFound" });
      expect(await moveContent(database, TEST_ACTOR, "statistics", "nope", "up")).toEqual({ ok: false, reason: "notFound" });
      expect(await setContentHidden(database, TEST_ACTOR, "statistics", "nope", true)).toEqual({ ok: false, reason: "notFound" });
    });

    it("leaves hidden items out of the public pages and shows them again", async () => {
      expect(await setContentHidden(database, TEST_ACTOR, "team", "grace-asante", true)).toEqual({ ok: true });
      const hidden = await siteContent(database, "en");
      expect(hidden.team.map((member) => member.name)).toEqual(TEAM.filter((name) => name !== "Grace Asante"));
      expect((await listContent(database, "team")).find((item) => item.id === "grace-asante")?.hidden).toBe(true);
      await setContentHidden(database, TEST_ACTOR, "team", "grace-asante", false);
      expect((await siteContent(database, "en")).team).toHaveLength(11);
    });

    it("moves an item up and down; at either end nothing moves", async () => {
      await moveContent(database, TEST_ACTOR, "team", "daniel-mwangi", "up");
      expect((await siteContent(database, "en")).team.slice(0, 2).map((member) => member.id)).toEqual([
        "daniel-mwangi",
        "amara-okafor",
      ]);
      expect(await moveContent(database, TEST_ACTOR, "team", "daniel-mwangi", "up")).toEqual({ ok: true });
      await moveContent(database, TEST_ACTOR, "team", "daniel-mwangi", "down");
      await moveContent(database, TEST_ACTOR, "team", "kwame-boateng", "down");
      expect((await siteContent(database, "en")).team.map((member) => member.name)).toEqual(TEAM);
    });

    it("shows an uploaded image instead of the static art, with its widths, and keeps it when none is named", async () => {
      const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#0f2a3d" } })
        .jpeg()
        .toBuffer();
      const stored = await storeUpload(database, TEST_ACTOR, { bytes }, "photo");
      if (!stored.ok) throw new Error(`upload refused: ${stored.reason}`);
      const member = teamMemberSchema.parse({
        name: "Amara Okafor",
        linkedinUrl: "",
        imageId: String(stored.image.id),
        translations: {
          en: { position: "Founder", bio: "Bio.", photoAlt: "Amara smiling" },
          es: { position: "", bio: "", photoAlt: "" },
          fr: { position: "", bio: "", photoAlt: "" },
        },
      });
      await updateContent(database, TEST_ACTOR, "team", "amara-okafor", member);
      let first = (await siteContent(database, "es")).team[0];
      expect(first).toMatchObject({
        position: "Founder",
        linkedinUrl: null,
        photo: { alt: "Amara smiling", width: 800, height: 600 },
      });
      expect(first?.photo?.src).toMatch(/^\/media\/[0-9a-f]{64}-800\.jpg$/);
      expect(first?.photo?.srcSet).toMatch(/-320\.webp 320w, .*-640\.webp 640w, .*-800\.webp 800w$/);
      const shown = first?.photo?.src;
      await updateContent(database, TEST_ACTOR, "team", "amara-okafor", { ...member, imageId: undefined });
      first = (await siteContent(database, "es")).team[0];
      expect(first?.photo?.src).toBe(shown);
      // An image id whose image is gone shows no picture rather than a broken one.
      await updateContent(database, TEST_ACTOR, "team", "amara-okafor", { ...member, imageId: 987654 });
      expect((await siteContent(database, "es")).team[0]?.photo).toBeNull();
      await updateContent(database, TEST_ACTOR, "team", "amara-okafor", {
        ...member,
        imageId: undefined,
        imagePath: "/images/team/amara-okafor.svg",
      });
      expect((await listContent(database, "team"))[0]?.image).toEqual({ path: "/images/team/amara-okafor.svg", id: null });
    });

    it("saves the site details: an emptied social link disappears everywhere", async () => {
      const details = siteDetailsSchema.parse({
        socialLinks: {
          facebook: "https://www.facebook.com/crestwayhospitality",
          instagram: "",
          linkedin: "https://www.linkedin.com/company/crestway-hospitality",
          youtube: "https://www.youtube.com/@crestwayhospitality",
          twitter: "https://x.com/crestwayhosp",
        },
        contact: { phone: "+1 425 555 0199", email: "Team@Crestway.test", address: "2 Harbour Rd" },
      });
      await saveSiteDetails(database, TEST_ACTOR, details);
      const { socialLinks, contact } = await siteContent(database, "fr");
      expect(socialLinks.map((link) => link.network)).toEqual(["facebook", "linkedin", "youtube", "twitter"]);
      expect(contact).toEqual({ phone: "+1 425 555 0199", email: "team@crestway.test", address: "2 Harbour Rd" });
    });

    it("bumps the content version with every write, which another instance's cache follows", async () => {
      const before = await readContentVersion(database.db);
      await setContentHidden(database, TEST_ACTOR, "clients", "lumen-quay", true);
      expect(await readContentVersion(database.db)).not.toBe(before);
      // Another instance: the same database behind another handle, read before the write.
      const other = { ...database, db: database.db };
      expect((await siteContent(other, "en")).clients).toHaveLength(5);
      await setContentHidden(database, TEST_ACTOR, "clients", "lumen-quay", false);
      // Within the check interval it serves what it holds; after it, the new version.
      expect((await siteContent(other, "en", Date.now())).clients).toHaveLength(5);
      expect((await siteContent(other, "en", LATER())).clients).toHaveLength(6);
    });
  });

  describe("reaching another instance's page cache", () => {
    let server: LoopbackServer;
    let cache: PageCache;
    let renders: () => number;

    beforeAll(async () => {
      // The other instance: its own handle on the database, so its content cache is its own.
      const other = { ...database, db: database.db };
      ({ cache, server, renders } = await instancePageCache(
        database.db,
        () => forgetSiteContent(other),
        async () => (await siteContent(other, "en")).team.map((member) => member.name).join(", "),
      ));
    });
    afterAll(async () => server.close());

    it("drops its pages and its content when content is written, and renders the change at once", async () => {
      await cache.checkSettings();
      const first = await (await fetch(`${server.base}/about/teams`)).text();
      await fetch(`${server.base}/about/teams`);
      expect(renders()).toBe(1);
      expect(first).toContain("Kwame Boateng");
      await setContentHidden(database, TEST_ACTOR, "team", "kwame-boateng", true);
      await cache.checkSettings();
      expect(cache.size).toBe(0);
      const after = await (await fetch(`${server.base}/about/teams`)).text();
      expect(renders()).toBe(2);
      expect(after).not.toContain("Kwame Boateng");
      await setContentHidden(database, TEST_ACTOR, "team", "kwame-boateng", false);
    });
  });
});
