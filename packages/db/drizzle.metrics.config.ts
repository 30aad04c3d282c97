import { defineConfig } from 'drizzle-kit';

export default defineConfig({ dialect: 'postgresql', schema: './src/metrics-schema.ts', out: './migrations/metrics' });
