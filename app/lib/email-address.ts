/**
 * How every email address is stored and compared (docs/product.md section 3): trimmed and
 * lower-cased. Free of the schema library, so a page that only compares addresses, or imports a
 * module that does (lib/careers/applications.ts), does not load zod on its first visit (decision 0009).
 */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
