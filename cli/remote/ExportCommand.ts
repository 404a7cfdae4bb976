import { writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { BpmnXmlReader } from '../../contracts/bpmn/BpmnXmlReader.ts';
import { DeployCheck } from '../../contracts/bpmn/DeployCheck.ts';
import { CommandFailure } from '../CommandFailure.ts';
import { FORM_FILE_SUFFIX } from '../lint/FormFiles.ts';
import { FormApi } from './FormApi.ts';
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
 * stdout; with a file, its designed forms beside it (`<form key>.form.json`). GET /workflow/processDef answers the latest version, or version N when asked (404,
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
      const written = await new DefinitionWriter(this.output, this.cwd).write(definition, options, zhCN.export.written);
      if (options.output !== undefined) await this.writeForms(definition.bpmnData, resolve(this.cwd, options.output), new FormApi(client), options.json === true);
      return written;
    });
  }

  /**
   * Beside the diagram file, `<key>.form.json` for each designed form its process binds, as
   * 表单管理 exports it (the latest version: the one the diagram would pin if deployed again),
   * so `ronghe lint|deploy --form` and 导入表单 read it back. Coded forms have no file.
   */
  private async writeForms(xml: string, diagramPath: string, api: FormApi, quiet: boolean): Promise<void> {
    let keys: string[];
    try {
      keys = DeployCheck.boundFormKeys((await new BpmnXmlReader().read(xml)).definitions);
    } catch {
      return;
    }
    for (const key of keys) {
      const exported = await api.export(key);
      if (!exported) continue;
      const target = join(dirname(diagramPath), `${key}${FORM_FILE_SUFFIX}`);
      try {
        await writeFile(target, `${JSON.stringify(exported, null, 2)}\n`, 'utf8');
      } catch (error) {
        throw new CommandFailure(ExitCode.usage, zhCN.remote.unwritable(target, (error as NodeJS.ErrnoException).code ?? String(error)));
      }
      if (!quiet) this.output.out(zhCN.export.formWritten(exported.formName, key, relative(this.cwd, target) || target));
    }
  }
}
