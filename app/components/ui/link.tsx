import { forwardRef, useContext } from "react";
import { Link as RemixLink, useHref, type LinkProps } from "@remix-run/react";
// The version @remix-run/react itself depends on (package.json pins the same): its router's context.
import { UNSAFE_NavigationContext } from "react-router-dom";

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

/**
 * An absolute path that resolving leaves as it is: no "//", no "." or ".." segment, and no lone "?" or "#"
 * (React Router drops those). Under the root basename its href is the string itself, so the link need not be
 * resolved (a copy of a parsed path per link, about one page's worth of allocations in a hundred).
 */
const PLAIN_ABSOLUTE_PATH = /^(?![^?#]*\/\/)(?![^?#]*\/\.{1,2}(?:[/?#]|$))\/[^?#]*(?:\?[^#]+)?(?:#.+)?$/;

function ServerLink() {
  const Anchor = forwardRef<HTMLAnchorElement, LinkProps & { href: string | undefined }>(function ServerAnchor(props, ref) {
    const {
      to,
      href: plainHref,
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
      children,
      ...rest
    } = props;
    const absolute = typeof to === "string" && ABSOLUTE_URL.test(to);
    const dataDiscover = discover === "render" && !absolute && !reloadDocument ? "true" : undefined;
    return (
      <a {...rest} ref={ref} data-discover={dataDiscover} href={absolute ? (to as string) : plainHref} target={target}>
        {children}
      </a>
    );
  });
  const ResolvingAnchor = forwardRef<HTMLAnchorElement, LinkProps>(function ResolvingAnchor(props, ref) {
    const href = useHref(props.to, { relative: props.relative });
    return <Anchor ref={ref} {...props} href={href} />;
  });
  return forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
    const { basename } = useContext(UNSAFE_NavigationContext);
    if (props.prefetch === "render" || props.prefetch === "viewport") return <RemixLink ref={ref} {...props} />;
    if (basename === "/" && typeof props.to === "string" && PLAIN_ABSOLUTE_PATH.test(props.to)) return <Anchor ref={ref} {...props} href={props.to} />;
    return <ResolvingAnchor ref={ref} {...props} />;
  });
}
