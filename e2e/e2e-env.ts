/** Where the browser tests start the product, and the admin password they give it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3107);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password-1';
