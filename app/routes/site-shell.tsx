import { SiteShell } from "~/components/layout/SiteShell";

export default SiteShell;
