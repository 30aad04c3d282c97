import { InvalidInputError } from '@rnorm/inventory-files';

/** Exit codes shared by every command of this package. */
export const EXIT_CODE = { ok: 0, unexpected: 1, invalidInput: 2 } as const;

/**
 * Runs a command's main function and turns its outcome into an exit code: 0 when it returns, 2 with a one-line
 * message for an {@link InvalidInputError}, 1 with the stack trace for anything else.
 */
export async function runCommand(name: string, main: () => Promise<void>): Promise<void> {
  try {
    await main();
    process.exitCode = EXIT_CODE.ok;
  } catch (error) {
    if (error instanceof InvalidInputError) {
      process.stderr.write(`${name}: ${error.message}\n`);
      process.exitCode = EXIT_CODE.invalidInput;
    } else {
      process.stderr.write(
        `${name}: unexpected failure\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exitCode = EXIT_CODE.unexpected;
    }
  }
}
