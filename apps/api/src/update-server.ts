// npm run update-server: the vendor's update server (licence checks). PORT (default 8090) and HOST as for the API.
import { trustedLicenseKeys } from './modules/licensing/trusted-keys.ts';
import { buildUpdateServer } from './update-server-app.ts';

const app = await buildUpdateServer({
  publicKeys: trustedLicenseKeys(process.env),
  logLevel: process.env.LOG_LEVEL ?? 'info',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
await app.listen({ port: Number(process.env.PORT ?? 8090), host: process.env.HOST ?? '127.0.0.1' });
