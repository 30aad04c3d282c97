import { vi } from 'vitest';

/** A request the app sent, as a test sees it. */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export type FetchHandler = (request: RecordedRequest) => Response | Promise<Response>;

/** Relative request paths resolve against this origin, as they do in the browser. */
const ORIGIN = 'http://localhost';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The API's answer to a failed call: its error body, whose envelope gives the reason as `ErrorCode`. */
export function failureResponse(status: number, code: string, reason: string): Response {
  return jsonResponse(
    { statusCode: status, code, message: reason, ReturnCode: status, ReturnObject: { ErrorCode: reason } },
    status,
  );
}

/** An answer held back until the test releases it, so that the test can look at the screen while the call runs. */
export function heldResponse(answer: () => Response) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    handler: async () => {
      await released;
      return answer();
    },
    release: () => release(),
  };
}

/**
 * Replaces `fetch` so that the app's calls reach the handler instead of the network; every request is recorded.
 * Undo with `vi.unstubAllGlobals()` (an afterEach does it).
 */
export function stubFetch(handler: FetchHandler) {
  const requests: RecordedRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: RecordedRequest = {
      method: init?.method ?? 'GET',
      url: new URL(input instanceof Request ? input.url : String(input), ORIGIN),
      headers: new Headers(init?.headers),
      body: init?.body ?? null,
    };
    requests.push(request);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchStub);
  return { requests };
}

export interface XhrReply {
  status: number;
  body: unknown;
}

/** A stand-in for XMLHttpRequest with just what the upload uses; the test answers each request itself. */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  static replyWith: ((request: FakeXhr) => XhrReply | undefined) | undefined;

  method = '';
  url: URL = new URL(ORIGIN);
  readonly headers = new Headers();
  body: unknown = null;
  status = 0;
  responseText = '';
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.instances.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = new URL(url, ORIGIN);
  }

  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }

  send(body: unknown) {
    this.body = body;
    const reply = FakeXhr.replyWith?.(this);
    if (reply) setTimeout(() => this.respond(reply.status, reply.body), 0);
  }

  abort() {
    this.onabort?.();
  }

  /** Reports upload progress, in bytes. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }

  fail() {
    this.onerror?.();
  }

  /** The multipart form the app sent. */
  get form(): FormData {
    if (!(this.body instanceof FormData)) throw new Error('The request body is not a FormData.');
    return this.body;
  }
}

/** Replaces XMLHttpRequest with FakeXhr; `reply` answers each request on the next tick, when given. */
export function stubXhr(reply?: (request: FakeXhr) => XhrReply | undefined) {
  FakeXhr.instances = [];
  FakeXhr.replyWith = reply;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr.instances;
}

/** Signs a test user in, as far as the app can tell: it reads the userId cookie (the key's cookie is HttpOnly). */
export function setSessionCookies(userId = '7') {
  document.cookie = `userId=${userId}; path=/`;
}
