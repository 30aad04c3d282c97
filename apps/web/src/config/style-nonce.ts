import { setNonce } from 'get-nonce';

/** What the build writes as the nonce (`html.cspNonce` in vite.config.ts); the server replaces it on each load. */
const NONCE_PLACEHOLDER = 'rnorm-style-nonce';

/**
 * The nonce the server gave this load of the page, which its Content-Security-Policy asks of every `<style>`
 * element; undefined in development (the dev server sets no policy) and in tests. Browsers hide a nonce attribute
 * from `getAttribute` once the page has a policy; the `nonce` property keeps it.
 */
export function readStyleNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
  return nonce === '' || nonce === NONCE_PLACEHOLDER ? undefined : nonce;
}

/**
 * Reads the page's nonce and hands it to the scroll lock of modals (react-style-singleton asks get-nonce); the UI
 * library and the toasts take it as a prop.
 */
export function applyStyleNonce(): string | undefined {
  const nonce = readStyleNonce();
  if (nonce) setNonce(nonce);
  return nonce;
}
