import { Link } from "react-router";
import { linkClass } from "./styles";

/** The way back to a list, above the heading of one of its records' pages. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <p className="mb-2 text-sm">
      <Link to={to} className={linkClass}>
        {label}
      </Link>
    </p>
  );
}
