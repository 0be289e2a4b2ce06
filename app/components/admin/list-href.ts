// Kept for the forms that still import it from here (records/DeleteRecord, users/*UserPanel).
export { useListHref } from "./list/href";
