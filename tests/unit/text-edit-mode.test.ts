// @vitest-environment jsdom
/**
 * The in-page text editor's reading of the page (decision 0017): a text on the page is looked up
 * in the dictionaries the browser holds, as the reader sees it (white space, placeholders the code
 * fills in, markup); the page's elements that show an entry are marked while editing and unmarked
 * after; a click names the entries of what it chose.
 */
import { loaders } from "virtual:locale-loaders";
import { afterEach, describe, expect, it } from "vitest";
import { MARK, PageTextMarks, pickText } from "~/components/text-editor/page-texts";
import { buildTextIndex, entriesShowing } from "~/components/text-editor/text-index";

const names = (entries: Array<{ namespace: string; key: string }>) => entries.map((entry) => `${entry.namespace}:${entry.key}`);

const INDEX = buildTextIndex({
  common: {
    nav: { pricing: "Pricing", contact: "Contact us" },
    cta: "Get started",
    greeting: "Hello {{name}}, welcome back",
    count_one: "{{count}} position",
    count_other: "{{count}} positions",
    onlyFilled: "{{count}}+",
    terms: "Read our <1>terms</1> before you sign.",
  },
  pricing: { title: "Pricing", intro: "Plans   for\nevery venue" },
});

describe("looking a shown text up in the dictionaries", () => {
  it("finds an entry by its text as the reader sees it, white space folded", () => {
    expect(names(entriesShowing(INDEX, "  Get\n started "))).toEqual(["common:cta"]);
    expect(names(entriesShowing(INDEX, "Plans for every venue"))).toEqual(["pricing:intro"]);
    expect(entriesShowing(INDEX, "Get started now")).toEqual([]);
    expect(entriesShowing(INDEX, "   ")).toEqual([]);
  });

  it("names every entry that shows the same words", () => {
    expect(names(entriesShowing(INDEX, "Pricing"))).toEqual(["common:nav.pricing", "pricing:title"]);
  });

  it("matches what the code filled in to a placeholder, and plural forms by their words", () => {
    expect(names(entriesShowing(INDEX, "Hello Ada Lovelace, welcome back"))).toEqual(["common:greeting"]);
    expect(names(entriesShowing(INDEX, "1 position"))).toEqual(["common:count_one"]);
    expect(names(entriesShowing(INDEX, "12 positions"))).toEqual(["common:count_other"]);
  });

  it("never lets a text made only of placeholders match anything", () => {
    expect(entriesShowing(INDEX, "12+")).toEqual([]);
    expect(entriesShowing(INDEX, "anything at all")).toEqual([]);
  });

  it("reads an entry's markup as the page shows it: its words only", () => {
    expect(names(entriesShowing(INDEX, "Read our terms before you sign."))).toEqual(["common:terms"]);
  });

  it("finds a French text of /fr/pricing in the dictionary the browser holds (English where French has none)", async () => {
    const french = (await loaders.fr?.pricing?.())?.default ?? {};
    const index = buildTextIndex({ pricing: french });
    expect(names(entriesShowing(index, "Choisissez le niveau d'accompagnement qu'il vous faut"))).toEqual([
      "pricing:plansSection.title",
    ]);
  });
});

describe("the page's texts while editing", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  function page(html: string) {
    document.body.innerHTML = html;
    const editor = document.querySelector("[data-editor]");
    return new PageTextMarks(document.body, (node) => editor?.contains(node) ?? false);
  }
  const marked = () => [...document.querySelectorAll(`[${MARK}]`)].map((element) => element.id);

  it("marks the elements that show an entry, the outermost of the same words, and never the editor", () => {
    const marks = page(`
      <header><a id="nav" href="/pricing"><span id="inner">Pricing</span></a></header>
      <main id="main">
        <h1 id="title"><span id="title-words">Plans for every venue</span></h1>
        <p id="other">A text from the database</p>
        <p id="greeting">Hello <strong id="name">Ada</strong>, welcome back</p>
        <img id="picture" alt="Get started" src="/x.png">
      </main>
      <div data-editor><button id="editor">Get started</button></div>`);
    marks.update(INDEX);
    expect(marked().sort()).toEqual(["greeting", "nav", "picture", "title"]);
    marks.clear();
    expect(marked()).toEqual([]);
  });

  it("follows the page: a text that changes is marked or unmarked on the next update", () => {
    const marks = page(`<p id="one">Get started</p><p id="two">Not yet</p>`);
    marks.update(INDEX);
    expect(marked()).toEqual(["one"]);
    (document.getElementById("one") as HTMLElement).textContent = "Changed";
    (document.getElementById("two") as HTMLElement).textContent = "Contact us";
    marks.update(INDEX);
    expect(marked()).toEqual(["two"]);
  });

  it("names the entries of what was chosen: the marked elements holding it, else the words around it", () => {
    const marks = page(`
      <h2 id="heading">Pricing</h2>
      <button id="button"><svg id="icon"></svg> <span>Contact us</span></button>
      <p id="team">Amara Okafor</p>
      <section id="empty"><div id="spacer"></div></section>`);
    marks.update(INDEX);
    const at = (id: string) => pickText(document.getElementById(id) as Element, INDEX);
    expect(names(at("heading").entries)).toEqual(["common:nav.pricing", "pricing:title"]);
    expect(names(at("icon").entries)).toEqual(["common:nav.contact"]);
    // Site content (the team, testimonials...) is not in the dictionaries: there are words, but no entry.
    expect(at("team")).toEqual({ entries: [], hasWords: true });
    expect(at("spacer")).toEqual({ entries: [], hasWords: false });
  });
});
