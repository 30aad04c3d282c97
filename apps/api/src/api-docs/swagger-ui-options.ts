import { readFileSync } from 'node:fs';
import type { FastifySwaggerUiOptions } from '@fastify/swagger-ui';

/**
 * The options of @fastify/swagger-ui for the API documentation at /api/docs/, which the web app's Developer API page
 * frames. They make Swagger UI pass the accessibility checks of every screen (issue 7: no serious or critical axe
 * violation), with and without an operation expanded, under the product's Content-Security-Policy (no inline scripts:
 * the theme's files are served by the plugin as same-origin files).
 */
export const swaggerUiOptions: FastifySwaggerUiOptions = {
  routePrefix: '/api/docs',
  uiConfig: {
    // Swagger UI's top bar offers only its logo (an image without alt text) and a box to explore another document's
    // URL (an input without a label); the frame documents this API alone.
    layout: 'BaseLayout',
    // With deep links each operation's path is a link inside the button that expands the operation (a nested
    // interactive control); inside the frame the address bar does not show them anyway.
    deepLinking: false,
    // The default highlighting theme (agate) colours numbers below 4.5:1 on its dark background; tomorrow-night
    // colours every token of JSON and of the curl commands above it.
    syntaxHighlight: { activate: true, theme: 'tomorrow-night' },
  },
  theme: {
    css: [
      {
        filename: 'accessible-theme.css',
        content: readFileSync(new URL('accessible-theme.css', import.meta.url), 'utf8'),
      },
    ],
    js: [
      {
        filename: 'accessible-names.js',
        content: readFileSync(new URL('accessible-names.js', import.meta.url), 'utf8'),
      },
    ],
  },
};
