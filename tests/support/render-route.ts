/**
 * A page as the server renders it, without a build: React Router's static handler runs the real
 * root loader and the route module's loader (and, for a POST, its action first, as a browser
 * without JavaScript posts a form), then the page is rendered to HTML in the request's language
 * with every dictionary and staff's text overrides. The document shell (head, scripts) is left out; the page's markup is what
 * these tests read.
 */
import { type ComponentType, createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import {
  type AppLoadContext,
  createStaticHandler,
  createStaticRouter,
  Outlet,
  StaticRouterProvider,
  useActionData,
  useLoaderData,
  useParams,
} from "react-router";
import { serverI18n } from "~/.server/i18n";
import { siteTexts } from "~/.server/services/content/texts/site-texts";
import { languageOfRequest } from "~/i18n/request-language.server";
import { loader as rootLoader } from "~/root";

type RouteFunction = (args: never) => unknown;

export interface RouteModuleUnderTest {
  loader?: RouteFunction;
  action?: RouteFunction;
  default: ComponentType<never>;
}

/** The page component with the props framework mode gives it. */
function withRouteProps(Page: ComponentType<never>) {
  return function RoutePage() {
    const props = { loaderData: useLoaderData(), actionData: useActionData(), params: useParams(), matches: [] };
    return createElement(Page as ComponentType<typeof props>, props);
  };
}

export interface RenderedPage {
  /** The HTTP status the page would be answered with (the action's, after a refused post). */
  status: number;
  html: string;
}

/** Renders `request` (a GET, or a form POST) against the root and one route module at `path`. */
export async function renderRoute(
  module: RouteModuleUnderTest,
  path: string,
  request: Request,
  context: AppLoadContext,
): Promise<RenderedPage> {
  const routes = [
    {
      id: "root",
      path: "/",
      loader: rootLoader as never,
      Component: Outlet,
      children: [
        {
          id: "page",
          path: path.replace(/^\//, ""),
          loader: module.loader,
          action: module.action,
          Component: withRouteProps(module.default),
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes as never);
  const answer = await handler.query(request, { requestContext: context as never });
  if (answer instanceof Response) return { status: answer.status, html: await answer.text() };
  const router = createStaticRouter(handler.dataRoutes, answer);
  // As app/entry.server.tsx: the shipped texts with staff's overrides (decision 0017).
  const i18n = await serverI18n(languageOfRequest(request), await siteTexts(context.database));
  const html = renderToString(
    createElement(I18nextProvider, { i18n }, createElement(StaticRouterProvider, { router, context: answer, hydrate: false })),
  );
  return { status: answer.statusCode, html };
}

/** Text as the reader sees it: tags dropped, entities and whitespace undone. */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();
}
