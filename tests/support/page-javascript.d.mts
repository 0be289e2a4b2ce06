import type { Page } from "@playwright/test";

export interface PageScript {
  url: string;
  /** Bytes as served. */
  raw: number;
  /** Bytes after gzip -9. */
  gzip: number;
}

export interface PageJavaScript {
  scripts: PageScript[];
  raw: number;
  gzip: number;
}

export declare const PAGE_JAVASCRIPT_BUDGET_BYTES: number;

/** Opens `url` in `page` (a fresh context: a first visit) and measures every script it fetches. */
export declare function measurePageJavaScript(page: Page, url: string): Promise<PageJavaScript>;
