import { CommandFailure } from '../CommandFailure.ts';
import { ExitCode } from '../ExitCode.ts';
import { zhCN } from '../zhCN.ts';

/** One `--step`: what to do at a user task when the simulation gets there. */
export interface SimulationStep {
  /** As typed, for messages. */
  text: string;
  /** The task's node id or name. */
  node: string;
  action: 'agree' | 'reject' | 'terminate';
  /** agree: only this handler's task; otherwise every open task of the node. */
  user?: string;
  /** reject: the earlier task's node id or name. */
  target?: string;
  /** agree: variables merged into the process before the token moves on. */
  variables?: Record<string, unknown>;
  /** agree: the branch chosen at a 手动 gateway — a flow's id or name, or its next node's. */
  flow?: string;
}

/**
 * Reads `--step` values: `TASK=agree`, `TASK=agree:USER`, `TASK=agree:{"approved":false}`,
 * `TASK=agree:USER:{…}`, `TASK=agree>FLOW` (with the same options after it), `TASK=reject:TARGET`,
 * `TASK=terminate`. TASK and TARGET are node ids or names; FLOW a flow's id or name or its next
 * node's.
 */
export class SimulationStepParser {
  parse(text: string): SimulationStep {
    const equals = text.indexOf('=');
    if (equals <= 0) throw this.bad(text);
    const node = text.slice(0, equals).trim();
    const rest = text.slice(equals + 1).trim();
    const [verb, ...more] = rest.split(':');
    const argument = more.join(':');
    const chosen = /^agree>(.+)$/.exec(verb);
    if (chosen) return { text, node, action: 'agree', flow: chosen[1].trim(), ...this.agreement(text, argument) };
    switch (verb) {
      case 'agree':
        return { text, node, action: 'agree', ...this.agreement(text, argument) };
      case 'reject':
        if (!argument.trim()) throw this.bad(text);
        return { text, node, action: 'reject', target: argument.trim() };
      case 'terminate':
        if (argument) throw this.bad(text);
        return { text, node, action: 'terminate' };
      default:
        throw this.bad(text);
    }
  }

  private agreement(text: string, argument: string): Pick<SimulationStep, 'user' | 'variables'> {
    if (!argument) return {};
    const brace = argument.indexOf('{');
    const user = (brace === -1 ? argument : argument.slice(0, brace)).replace(/:$/, '').trim();
    const result: Pick<SimulationStep, 'user' | 'variables'> = user ? { user } : {};
    if (brace !== -1) {
      let variables: unknown;
      try {
        variables = JSON.parse(argument.slice(brace));
      } catch (error) {
        throw new CommandFailure(ExitCode.usage, zhCN.simulate.badStepVariables(text, (error as Error).message));
      }
      if (!variables || typeof variables !== 'object' || Array.isArray(variables)) throw new CommandFailure(ExitCode.usage, zhCN.simulate.badStepVariables(text, '{…}'));
      result.variables = variables as Record<string, unknown>;
    }
    return result;
  }

  private bad(text: string): CommandFailure {
    return new CommandFailure(ExitCode.usage, zhCN.simulate.badStep(text));
  }
}
