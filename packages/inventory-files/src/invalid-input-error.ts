/**
 * A problem with what the user gave us (arguments, input file, output path), as opposed to a bug. Commands print its
 * message without a stack trace and exit with code 2.
 */
export class InvalidInputError extends Error {
  override name = 'InvalidInputError';
}
