import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { CliOutput } from '../CliOutput.ts';
import { CommandFailure } from '../CommandFailure.ts';
import { ExitCode } from '../ExitCode.ts';
import { zhCN } from '../zhCN.ts';
import type { ServerCommandOptions } from './ServerCommand.ts';
import type { ProcessDefinition } from './WorkflowApi.ts';

export interface DefinitionOutputOptions extends ServerCommandOptions {
  /** File for the XML; stdout when absent. */
  output?: string;
}

/** Puts a fetched definition where the user asked: a file, stdout, or (with --json) the whole record. */
export class DefinitionWriter {
  constructor(
    private readonly output: CliOutput,
    private readonly cwd: string,
  ) {}

  async write(definition: ProcessDefinition, options: DefinitionOutputOptions, done: (what: string, file: string) => string): Promise<number> {
    if (options.output !== undefined) {
      try {
        await writeFile(resolve(this.cwd, options.output), definition.bpmnData, 'utf8');
      } catch (error) {
        throw new CommandFailure(ExitCode.usage, zhCN.remote.unwritable(options.output, (error as NodeJS.ErrnoException).code ?? String(error)));
      }
    }
    if (options.json) this.output.out(JSON.stringify(definition, null, 2));
    else if (options.output !== undefined) this.output.out(done(zhCN.deploy.who(definition.processName, definition.processDefinitionKey, undefined, definition.version ?? undefined), options.output));
    else this.output.out(definition.bpmnData);
    return ExitCode.ok;
  }
}
