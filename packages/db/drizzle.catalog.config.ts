import { defineConfig } from 'drizzle-kit';

export default defineConfig({ dialect: 'postgresql', schema: './src/catalog-schema.ts', out: './migrations/catalog' });
