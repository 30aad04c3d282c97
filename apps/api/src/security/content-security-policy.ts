import type { HelmetOptions } from 'helmet';

/**
 * What the web build writes where each page's style nonce goes (`html.cspNonce` in apps/web/vite.config.ts: a
 * `<meta property="csp-nonce">` the app reads, and the nonce of the build's own tags). The server puts a fresh random
 * nonce there, and in the page's Content-Security-Policy, on every load of the page.
 */
export const STYLE_NONCE_PLACEHOLDER = 'rnorm-style-nonce';

/** Where the pages' scripts may connect. */
export type ConnectSources = readonly string[];

/**
 * The product's own API, plus the address the web app was told to call (`REACT_APP_API_URL`, when it is on another
 * origin): nothing else, so an injected script has nowhere to send what it reads.
 */
export function productConnectSources(webApiUrl: string): ConnectSources {
  let origin: string | undefined;
  try {
    origin = webApiUrl.trim() === '' ? undefined : new URL(webApiUrl).origin;
  } catch {
    origin = undefined;
  }
  return origin && origin !== 'null' ? ["'self'", origin] : ["'self'"];
}

/**
 * Before the product is set up, its wizard checks the licence key with the update server the admin types in, which
 * can be any address: the setup pages may connect anywhere over http(s).
 */
export const SETUP_CONNECT_SOURCES: ConnectSources = ["'self'", 'http:', 'https:'];

/**
 * Helmet's headers with the product's Content-Security-Policy. Styles: files from the product; `<style>` elements
 * only with the page's nonce (the UI library, the toasts and the scroll lock write theirs with it); style attributes
 * are allowed, since the UI library sets sizes and colours through them and they cannot run code. Without a nonce
 * (every answer but the web app's page) no `<style>` element applies at all.
 */
export function securityHeaderOptions(connectSources: ConnectSources, styleNonce?: string): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        // Self-hosted installs often run on plain http inside the network; upgrading would break every asset.
        upgradeInsecureRequests: null,
        // The Developer API page frames /api/docs/ from the same origin.
        frameAncestors: ["'self'"],
        connectSrc: [...connectSources],
        styleSrc: ["'self'"],
        styleSrcElem: ["'self'", ...(styleNonce === undefined ? [] : [`'nonce-${styleNonce}'`])],
        styleSrcAttr: ["'unsafe-inline'"],
      },
    },
  };
}
