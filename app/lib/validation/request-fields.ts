/**
 * The request form's fields and its line buttons (decision 0038), free of the schema library
 * (decision 0010) and out of limits.ts, which every page loads with the newsletter form: only the
 * request form's page and its action need these.
 */
/**
 * The request form's fields as it posts them: the organization and its contact,
 * the market, what the staff must bring and the client offers, the plan, a note. What it asks for
 * comes in lines, posted as `lines[0].position`, `lines[0].headcount`... (`requestLineField`).
 */
export const REQUEST_FORM_FIELDS = [
  "organization",
  "organization_type",
  "contact_name",
  "email",
  "phone",
  "country",
  "city",
  "lines",
  "languages",
  "housing",
  "meals",
  "plan",
  "message",
] as const;

/** The fields of one line of a request, in the order the form shows them. */
export const REQUEST_LINE_FIELDS = [
  "position",
  "headcount",
  "placement",
  "start_date",
  "end_date",
  "duration_weeks",
  "shift",
] as const;
export type RequestLineField = (typeof REQUEST_LINE_FIELDS)[number];

/** The posted name of a line's field: `lines[2].headcount`. */
export const requestLineField = (index: number, field: RequestLineField) => `lines[${index}].${field}`;

/** The button a form without JavaScript adds or removes a line with: `intent=addLine`, `intent=removeLine:2`. */
export const REQUEST_LINE_INTENT = "intent";
export const ADD_LINE_INTENT = "addLine";
export const removeLineIntent = (index: number) => `removeLine:${index}`;
