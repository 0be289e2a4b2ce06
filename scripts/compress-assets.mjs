// Precompresses the client build (brotli and gzip beside each file) so the server never
// compresses a static file per request. Run by `npm run build`.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

let written = 0;
for (const file of filesUnder(process.argv[2] ?? "build/client")) {
  if (!COMPRESSIBLE.test(file)) continue;
  const raw = readFileSync(file);
  if (raw.length < 512) continue;
  const brotli = brotliCompressSync(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  const gzip = gzipSync(raw, { level: 9 });
  if (brotli.length < raw.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < raw.length) writeFileSync(`${file}.gz`, gzip);
  written++;
}
console.log(`Precompressed ${written} client files (brotli and gzip).`);
