/** Where a command writes: the process streams by default, a recorder in tests. */
export interface CliOutput {
  out(text: string): void;
  err(text: string): void;
}

export const processOutput: CliOutput = {
  out: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  err: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
};
