import { redirect } from "react-router";

/** docs/product.md section 2: the empty admin path and any unknown admin path redirect to /admin/login. */
export function loader() {
  return redirect("/admin/login");
}
