// npm run package:build -- content|model|software [--version <v>] [--notes <text>]: builds a signed package.
import { runPackageBuild } from './modules/system-updates/package-build-command.ts';

process.exitCode = await runPackageBuild(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
