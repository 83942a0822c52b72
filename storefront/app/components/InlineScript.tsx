import { createContext, use } from "react";

/**
 * The page's Content-Security-Policy nonce (lib/security-headers.server.ts), given by entry.server.tsx while
 * the server renders; in the browser there is none (the script has run by then).
 */
export const NonceContext = createContext<string | undefined>(undefined);

/**
 * A script that runs where the server HTML puts it, while the page is parsed: for what must be right at the
 * first paint and depends on the browser alone (a guest's wishlist, components/account/WishlistPage.tsx). It carries the
 * CSP nonce; React keeps the server's element when it hydrates and never runs it again. `code` is a constant
 * of the app, never data. Since the browser keeps the server's script, a script shown on every page can pass
 * `import.meta.env.SSR ? code() : ""` so that its code stays out of the browser's bundle (WebFont.tsx).
 */
export function InlineScript({ code }: { code: string }) {
  const nonce = use(NonceContext);
  // The browser hides a parsed nonce (the attribute reads ""), so hydration would see a difference.
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} suppressHydrationWarning />;
}
