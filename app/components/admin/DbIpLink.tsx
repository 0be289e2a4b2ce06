import { linkClass } from "~/components/admin/list/styles";

/**
 * DB-IP's licence (CC BY 4.0) asks pages that show its results to link back (decision 0016): the
 * traffic view's countries and the places of signed-in sessions (decision 0024).
 */
export function DbIpLink() {
  return (
    <a href="https://db-ip.com" className={linkClass}>
      IP Geolocation by DB-IP
    </a>
  );
}
