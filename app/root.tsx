import type { HeadersFunction, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ChatbotLauncher } from "~/components/layout/chatbot-launcher";
import { Footer } from "~/components/layout/footer";
import { LoadingOverlay } from "~/components/layout/loading-overlay";
import { SessionWatch } from "~/components/session/session-watch";
import { Navbar } from "~/components/layout/navbar";
import { BadRequestPage, ErrorPage, NotFoundPage, PayloadTooLargePage, ServiceUnavailablePage } from "~/components/layout/error-pages";
import { ToastList, ToastViewport } from "~/components/toast/toasts";
import { DEFAULT_LOCALE, dirOf, isLocale, type AppLocale } from "~/i18n/config";
import { getLocale, readLocaleCookie, readLocaleParam } from "~/i18n/i18next.server";
import { SeoHead } from "~/components/layout/seo-head";
import { getEnv } from "#server/config/env";
import { readFlashedToasts } from "~/utils/flash.server";
import { useNonce } from "~/utils/nonce";
import { getRequestViewer } from "~/utils/viewer.server";
import { callerFor } from "~/utils/trpc.server";
import { AppStyles } from "~/components/layout/app-styles";
import { ScriptsAfterPaint } from "~/components/layout/scripts-after-paint";
// Development only: production writes the stylesheet into the document (AppStyles).
import stylesHref from "~/styles/app.css?url";

export const links: LinksFunction = () => [
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesHref }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [locale, viewer, flashed] = await Promise.all([
    getLocale(request),
    getRequestViewer(request),
    readFlashedToasts(request),
  ]);
  // The navbar's unread badge, without JavaScript too: counted with the viewer's role (server/auth/viewer.ts).
  const unreadNotifications = viewer ? (viewer.unreadNotifications ?? (await (await callerFor(request)).notifications.unreadCount()).count) : 0;
  const headers = new Headers();
  if (flashed.setCookie) headers.append("Set-Cookie", flashed.setCookie);
  // Arriving on a ?lang= URL (a search result, a shared link) keeps that language for the next pages: the
  // server's rememberLanguageParam (server/http/language-redirects.ts) sets the cookie on every response,
  // redirects included, so the loader only has to know that this answer sets one.
  const fromParam = readLocaleParam(request);
  const setsLanguage = fromParam !== null && fromParam !== readLocaleCookie(request);
  const baseUrl = getEnv().BASE_URL;
  // Pages that know who is signed in, or set a cookie, must never be stored by shared caches.
  // Anonymous pages may be, but are revalidated every time (ETag, see entry.server.tsx).
  const setsCookie = setsLanguage || headers.has("Set-Cookie");
  headers.set("Cache-Control", viewer || setsCookie ? "private, no-store" : "public, max-age=0, must-revalidate");
  // A shareable answer still depends on the language cookie: a shared cache must key it by Cookie, or it
  // would hand the Arabic copy to an English reader (the data of a client navigation and a 404 included).
  if (!viewer && !setsCookie) headers.set("Vary", "Cookie");
  return data(
    {
      locale,
      baseUrl,
      toasts: flashed.toasts,
      viewer: viewer
        ? { name: viewer.user.name, email: viewer.user.email, role: viewer.role, emailVerified: viewer.user.emailVerified }
        : null,
      unreadNotifications,
    },
    { headers },
  );
}

/**
 * Document responses take their headers from `headers` exports only (a loader's own headers reach
 * data requests, not the HTML); without this the loader's Cache-Control never left the server.
 * Routes without their own export inherit these.
 */
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const out = new Headers();
  const cacheControl = loaderHeaders.get("Cache-Control");
  if (cacheControl) out.set("Cache-Control", cacheControl);
  const vary = loaderHeaders.get("Vary");
  if (vary) out.set("Vary", vary);
  return out;
};

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const { t, i18n } = useTranslation();
  // Without root data (its loader failed, e.g. during a database outage) the language still comes
  // from the request: entry.server.tsx initialised i18next with it.
  const locale: AppLocale = root?.locale ?? (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);
  const nonce = useNonce();
  return (
    <html lang={locale} dir={dirOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <Meta />
        <SeoHead locale={locale} baseUrl={root?.baseUrl ?? ""} />
        <AppStyles />
        {/* The first paint waits until the page's content is parsed (up to the footer), rather than showing the
            navbar alone and the main text a frame later, after the modules may have arrived (ScriptsAfterPaint). */}
        <link rel="expect" href="#site-footer" {...{ blocking: "render" }} />
        <Links />
        {/* spec §3: the language is mirrored to localStorage.language; works before hydration. */}
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: `try{localStorage.setItem("language",${JSON.stringify(locale)})}catch(e){}` }}
        />
      </head>
      <body>
        <a href="#main" className="skip-link">
          {t("nav.skipToContent")}
        </a>
        <Navbar viewer={root?.viewer ?? null} locale={locale} unreadNotifications={root?.unreadNotifications ?? 0} />
        <main id="main" tabIndex={-1}>
          {root?.toasts?.length ? <ToastList toasts={root.toasts} /> : null}
          {children}
        </main>
        <Footer />
        <ChatbotLauncher />
        <ToastViewport />
        <LoadingOverlay />
        <SessionWatch signedIn={Boolean(root?.viewer)} />
        <ScrollRestoration nonce={nonce} />
        <ScriptsAfterPaint nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isRouteErrorResponse(error) && error.status === 503) return <ServiceUnavailablePage />;
  if (isRouteErrorResponse(error) && error.status === 413) return <PayloadTooLargePage />;
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) return <BadRequestPage />;
  return <ErrorPage />;
}
