/**
 * Namespaces only the server reads: the words of emails, rendered on the server and edited in
 * the texts editor through the server. The browser's dictionary loaders leave them out
 * (tooling/locales-plugin.ts), so the loader map every page carries stays within the JavaScript
 * budget (decision 0028) however many emails the site sends.
 */
export const SERVER_ONLY_NAMESPACES: readonly string[] = [
  "email",
  "candidate-email",
  "candidate-messages",
  // Staff requests (decision 0038): the client's emails, the staff's reminders and notices, the client-link emails.
  "request-email",
  "request-staff-email",
  "client-email",
  // The register of personal data (decision 0039): what each table and column holds, in a person's copy.
  "privacy-register",
  // A person's privacy requests (decision 0041): the confirmation link, and the notice to staff.
  "privacy-email",
  // A person's copy of their data (decision 0041): its README.txt, its file name, its download link's refusal.
  "privacy-copy",
  // Staff's answers to a person's privacy request (decision 0041): the copy, the erasure, the refusal.
  "privacy-answer-email",
];
