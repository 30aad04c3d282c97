import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from './env.ts';
import { apiBaseUrl, loadRuntimeEnv, RUNTIME_ENV_PATH, setRuntimeApiBaseUrl } from './runtime-env.ts';

function answering(body: unknown, status = 200) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
}

describe(loadRuntimeEnv.name, () => {
  afterEach(() => {
    setRuntimeApiBaseUrl(null);
    vi.restoreAllMocks();
  });

  it("reads /api/env from the app's own origin and uses a non-empty address, without its trailing slash", async () => {
    const fetchImpl = answering({ REACT_APP_API_URL: 'https://api.example.com:8443/' });
    await loadRuntimeEnv(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledOnce();
    expect(fetchImpl.mock.calls[0]?.[0]).toBe(RUNTIME_ENV_PATH);
    expect(RUNTIME_ENV_PATH).toBe('/api/env');
    expect(apiBaseUrl()).toBe('https://api.example.com:8443');
  });

  it('keeps the build-time address when the setting is empty', async () => {
    await loadRuntimeEnv(answering({ REACT_APP_API_URL: '' }));
    expect(apiBaseUrl()).toBe(env.apiBaseUrl);
  });

  it('keeps the build-time address when the call fails or the answer is not the expected one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await loadRuntimeEnv(vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(apiBaseUrl()).toBe(env.apiBaseUrl);
    await loadRuntimeEnv(answering({ message: 'Not found.' }, 404));
    expect(apiBaseUrl()).toBe(env.apiBaseUrl);
    await loadRuntimeEnv(answering({ something: 'else' }));
    expect(apiBaseUrl()).toBe(env.apiBaseUrl);
    expect(console.warn).toHaveBeenCalledTimes(3);
  });

  it('lets the wizard switch the address, and an empty one go back to the build-time address', () => {
    setRuntimeApiBaseUrl('http://10.0.0.5:8080//');
    expect(apiBaseUrl()).toBe('http://10.0.0.5:8080');
    setRuntimeApiBaseUrl('  ');
    expect(apiBaseUrl()).toBe(env.apiBaseUrl);
  });
});
