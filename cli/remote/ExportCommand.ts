import { CommandFailure } from '../CommandFailure.ts';
import { ExitCode } from '../ExitCode.ts';
import { zhCN } from '../zhCN.ts';
import { DefinitionWriter, type DefinitionOutputOptions } from './DefinitionWriter.ts';
import { ServerCommand } from './ServerCommand.ts';
import { WorkflowApi } from './WorkflowApi.ts';

export interface ExportOptions extends DefinitionOutputOptions {
  version?: string;
}

/**
 * `ronghe export <key> [--version N]`: the deployed XML of a process definition, to a file or
 * stdout. GET /workflow/processDef answers the latest version, or version N when asked (404,
 * exit 7, when there is none). The answer's version is still checked: a server from before the
 * `version` parameter ignores it and answers the latest, and the command must never hand out
 * a different version than asked for.
 */
export class ExportCommand extends ServerCommand {
  async run(key: string, options: ExportOptions): Promise<number> {
    return this.guarded(async () => {
      const version = options.version === undefined ? undefined : Number(options.version);
      if (version !== undefined && (!Number.isInteger(version) || version < 1)) throw new CommandFailure(ExitCode.usage, zhCN.export.badVersion(String(options.version)));
      const client = await this.client(options);
      const definition = await new WorkflowApi(client).deployed(key, version);
      if (client.dryRun || !definition) {
        this.printPlan(client);
        return ExitCode.ok;
      }
      if (version !== undefined && definition.version !== version) {
        throw new CommandFailure(ExitCode.notFound, zhCN.export.versionUnavailable(key, version, definition.version ?? null));
      }
      return new DefinitionWriter(this.output, this.cwd).write(definition, options, zhCN.export.written);
    });
  }
}
