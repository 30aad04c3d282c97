// First, so that it applies before any module parses with zod.
import './config/zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadRuntimeEnv } from './config/runtime-env.ts';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element.');

// The API's address is a runtime setting of the host (GET /api/env), read before the first call can go out.
void loadRuntimeEnv().then(() =>
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
