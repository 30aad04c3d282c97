// npm run update-server: the vendor's update server (licence checks, signed packages). PORT (default 8090) and HOST
// as for the API; RNORM_PACKAGES_DIR is the folder `npm run package:build` writes (default <data dir>/packages).
import path from 'node:path';
import { trustedLicenseKeys } from './modules/licensing/trusted-keys.ts';
import { defaultPackagesDir } from './modules/system-updates/package-build-command.ts';
import { buildUpdateServer } from './update-server-app.ts';

const packagesDir = path.resolve(process.env.RNORM_PACKAGES_DIR ?? defaultPackagesDir(process.env));
const app = await buildUpdateServer({
  publicKeys: trustedLicenseKeys(process.env),
  packagesDir,
  logLevel: process.env.LOG_LEVEL ?? 'info',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
await app.listen({ port: Number(process.env.PORT ?? 8090), host: process.env.HOST ?? '127.0.0.1' });
app.log.info({ packagesDir }, 'serving packages');
