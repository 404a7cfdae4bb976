import type { ExitCode } from './ExitCode.ts';

/**
 * Ends a command with an exit code and a message for stderr: what went wrong and what to do.
 * Commands throw it from wherever they notice; the command's run() turns it into output.
 */
export class CommandFailure extends Error {
  override readonly name = 'CommandFailure';

  constructor(
    readonly exitCode: ExitCode,
    message: string,
  ) {
    super(message);
  }
}
