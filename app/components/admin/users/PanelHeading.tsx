// The users page's create and edit panels import their heading from here; it is the kit's.
export { PanelHeading } from "~/components/admin/list/RecordPanel";
