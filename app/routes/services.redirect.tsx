import { redirect } from "react-router";

/** Spec section 2: /services redirects to /our-approach; footer links keep their #id. */
export function loader() {
  return redirect("/our-approach", 301);
}
