import { z } from 'zod';

const EnvSchema = z.object({
  /**
   * Where the API lives, without a trailing slash. Empty means same origin: in production the API serves this app,
   * and in development Vite proxies /v2 and /api to it.
   */
  apiBaseUrl: z
    .string()
    .trim()
    .default('')
    .transform((value) => value.replace(/\/+$/, '')),
});

export type Env = z.infer<typeof EnvSchema>;

export const env: Env = EnvSchema.parse({
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL,
});
