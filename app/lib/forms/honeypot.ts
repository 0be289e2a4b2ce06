/** The honeypot's field name, shared by the forms that draw it and the server that checks it (docs/architecture.md, improvement 9). */
export const HONEYPOT_FIELD = "company_website";
