// What other features may use of the session (eslint.config.js: a feature imports another only through its index.ts).
export { SessionContext, useSession, type SessionState } from './session-context.ts';
export { canOpenPath } from './access-control.ts';
