import { forwardRef } from "react";
import { Link as RemixLink, useHref, type LinkProps } from "@remix-run/react";

/**
 * The app's <Link>: Remix's in the browser; on the server, the same <a> for less work. On the server a link is
 * only markup: Remix's and React Router's links compute their click handler, prefetch state and refs there
 * anyway, two `useHref`s and a dozen other hooks per link. With about fifty links on a page (the navbar twice,
 * the footer, a result list) that was most of React Router's share of a page's CPU (issue 14 §2 profile).
 * This writes the same element with the same attributes in the same order (`data-discover`, then `href`, then
 * `target`), so the browser's full <Link> hydrates it. A link that prefetches on render or in view (it writes
 * <link> tags on the server) is left to Remix.
 */
export const Link = typeof document === "undefined" ? ServerLink() : RemixLink;

/** `/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i`, as Remix and React Router tell an absolute URL from a path. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

function ServerLink() {
  const Anchor = forwardRef<HTMLAnchorElement, LinkProps>(function ServerAnchor(props, ref) {
    const {
      to,
      prefetch: _prefetch,
      discover = "render",
      reloadDocument,
      relative,
      target,
      onClick: _onClick,
      replace: _replace,
      state: _state,
      preventScrollReset: _preventScrollReset,
      viewTransition: _viewTransition,
      ...rest
    } = props;
    const href = useHref(to, { relative });
    const absolute = typeof to === "string" && ABSOLUTE_URL.test(to);
    const dataDiscover = discover === "render" && !absolute && !reloadDocument ? "true" : undefined;
    return <a {...rest} ref={ref} data-discover={dataDiscover} href={absolute ? to : href} target={target} />;
  });
  return forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
    return props.prefetch === "render" || props.prefetch === "viewport" ? <RemixLink ref={ref} {...props} /> : <Anchor ref={ref} {...props} />;
  });
}
