/** What the translators' files page and its preview share: the card of a section, the forms' schema. */
export const loadTextImportSchema = () => import("~/lib/validation/text-files").then((module) => module.textImportSchema);

export { Panel } from "../list/Panel";
