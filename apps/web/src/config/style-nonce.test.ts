// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { readStyleNonce } from './style-nonce.ts';

function pageWithNonce(nonce: string | null) {
  document.head.innerHTML = nonce === null ? '' : `<meta property="csp-nonce" nonce="${nonce}">`;
}

describe(readStyleNonce.name, () => {
  afterEach(() => pageWithNonce(null));

  it("reads the nonce the server put in this load's page", () => {
    pageWithNonce('q1Wv3kQ0yLr1vB7p2g8sX9eA');
    expect(readStyleNonce()).toBe('q1Wv3kQ0yLr1vB7p2g8sX9eA');
  });

  it('has none when the page is the build as written (the dev server), or has no nonce at all', () => {
    pageWithNonce('rnorm-style-nonce');
    expect(readStyleNonce()).toBeUndefined();
    pageWithNonce(null);
    expect(readStyleNonce()).toBeUndefined();
  });
});
