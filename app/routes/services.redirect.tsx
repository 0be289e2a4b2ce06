import { redirect } from "react-router";
import { languageOfPath, localizePath } from "~/i18n/paths";
import type { Route } from "./+types/services.redirect";

/** docs/product.md section 2: /services redirects to /our-approach, in the same language; footer links keep their #id. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizePath("/our-approach", languageOfPath(new URL(request.url).pathname)), 301);
}
