// Renders the social sharing card (1200x630 JPEG) and the square logo PNG from HTML with the system
// Chromium and the font in the repo. Run again after a brand change: node scripts/make-social-images.mjs

import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const font = readFileSync("app/assets/fonts/inter-latin-wght-normal.woff2").toString("base64");
const style = `@font-face{font-family:Inter;src:url(data:font/woff2;base64,${font}) format("woff2");font-weight:100 900}*{margin:0;box-sizing:border-box}body{font-family:Inter}`;
const mark = (s) =>
  `<svg width="${s}" height="${(s * 48) / 48}" viewBox="0 0 48 48"><path d="M6 30a18 18 0 0 1 36 0" fill="none" stroke="#e0b25a" stroke-width="4" stroke-linecap="round"/><rect x="13" y="24" width="5" height="16" rx="1.5" fill="#2bb3b1"/><rect x="21.5" y="18" width="5" height="22" rx="1.5" fill="#2bb3b1"/><rect x="30" y="24" width="5" height="16" rx="1.5" fill="#2bb3b1"/></svg>`;
const card = `<html><head><style>${style}</style></head><body><div style="width:1200px;height:630px;background:radial-gradient(circle at 85% 20%,#0b6e6d 0,#0f2a3d 55%);color:white;padding:80px;display:flex;flex-direction:column;justify-content:space-between">
<div style="display:flex;align-items:center;gap:24px">${mark(96)}<div><div style="font-size:52px;font-weight:800;letter-spacing:-1px">Crestway</div><div style="font-size:20px;letter-spacing:8px;color:#d5ecec">HOSPITALITY</div></div></div>
<div style="font-size:60px;font-weight:700;line-height:1.1;max-width:950px">Vetted hospitality staff for hotels, lodges and cruise lines</div>
<div style="display:flex;gap:40px;font-size:26px;color:#e0b25a;font-weight:600"><span>98% client satisfaction</span><span>1500+ placements</span><span>4+ continents</span></div></div></body></html>`;
const logo = `<html><head><style>${style}</style></head><body><div style="width:512px;height:512px;background:#0f2a3d;display:flex;align-items:center;justify-content:center;border-radius:0">${mark(360)}</div></body></html>`;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(card);
await page.screenshot({ path: "public/images/social-card.jpg", type: "jpeg", quality: 85 });
await page.setViewportSize({ width: 512, height: 512 });
await page.setContent(logo);
await page.screenshot({ path: "public/images/logo-512.png" });
await browser.close();
