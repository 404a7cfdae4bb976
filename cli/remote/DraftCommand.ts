import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { CommandFailure } from '../CommandFailure.ts';
import { ExitCode } from '../ExitCode.ts';
import { zhCN } from '../zhCN.ts';
import { ProcessIdentityReader } from './ProcessIdentityReader.ts';
import { ServerCommand, type ServerCommandOptions } from './ServerCommand.ts';
import { DefinitionWriter, type DefinitionOutputOptions } from './DefinitionWriter.ts';
import { WorkflowApi } from './WorkflowApi.ts';

export interface DraftPushOptions extends ServerCommandOptions {
  key?: string;
  name?: string;
}

/**
 * `ronghe draft push <file>` saves a diagram as the designer's draft (暂存: the server
 * stores it unchecked, so nothing is linted); `ronghe draft pull <key>` fetches the draft's
 * XML to a file or stdout.
 */
export class DraftCommand extends ServerCommand {
  async push(file: string, options: DraftPushOptions): Promise<number> {
    return this.guarded(async () => {
      let bpmnData: string;
      try {
        bpmnData = await readFile(resolve(this.cwd, file), 'utf8');
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        throw new CommandFailure(ExitCode.usage, code === 'ENOENT' ? zhCN.lint.missing(file) : `${file}：${zhCN.lint.unreadableFile(code ?? String(error))}`);
      }
      const identity = await new ProcessIdentityReader().read(bpmnData);
      const processDefinitionKey = options.key ?? identity.processDefinitionKey;
      if (!processDefinitionKey) throw new CommandFailure(ExitCode.usage, zhCN.deploy.noKey(file));
      const processName = options.name ?? identity.processName ?? processDefinitionKey;

      const client = await this.client(options);
      await new WorkflowApi(client).saveDraft({ processDefinitionKey, processName, bpmnData });
      if (client.dryRun) this.printPlan(client);
      else if (options.json) this.output.out(JSON.stringify({ saved: true, processDefinitionKey, processName, file }, null, 2));
      else this.output.out(zhCN.draft.saved(zhCN.deploy.who(processName, processDefinitionKey, file)));
      return ExitCode.ok;
    });
  }

  async pull(key: string, options: DefinitionOutputOptions): Promise<number> {
    return this.guarded(async () => {
      const client = await this.client(options);
      const draft = await new WorkflowApi(client).draft(key);
      if (client.dryRun || !draft) {
        this.printPlan(client);
        return ExitCode.ok;
      }
      return new DefinitionWriter(this.output, this.cwd).write(draft, options, zhCN.draft.pulled);
    });
  }
}
