import { TerminalStyle } from '../TerminalStyle.ts';
import { TextWidth } from '../lint/formatters/TextWidth.ts';
import { zhCN } from '../zhCN.ts';
import type { SimulatedPerson, SimulationReport } from './SimulationReport.ts';

/** The simulation for people: steps and what they did, the path, every task with its handlers, and the outcome. */
export class SimulationPrinter {
  constructor(private readonly style: TerminalStyle = new TerminalStyle(false)) {}

  print(report: SimulationReport): string {
    const texts = zhCN.simulate;
    const node = (name: string, id: string) => (name && name !== id ? `${name}（${id}）` : id);
    const lines: string[] = [
      this.style.bold(texts.title(node(report.process.name, report.process.key))),
      `${texts.initiator}${this.person(report.initiator)}    ${texts.directory}${texts.directoryName(report.directory)}`,
      `${texts.variables}${JSON.stringify(report.variables)}`,
    ];

    if (report.status === 'refused') {
      lines.push('', this.style.red(texts.refused));
      for (const illegal of report.illegalNodeList ?? []) lines.push(`  ${illegal.nodeId}  ${illegal.label}（${illegal.errCode}）`);
      if (report.error) lines.push(`  ${report.error}`);
      return `${lines.join('\n')}\n`;
    }

    if (report.steps.length > 0) {
      lines.push('', texts.steps);
      for (const step of report.steps) {
        lines.push(`  ${this.style.cyan(step.step)}`);
        for (const action of step.actions) {
          const target = action.target ? ` → ${action.target}` : '';
          lines.push(`    ${texts.action[action.action]}  ${node(action.nodeName, action.nodeId)}${target}  ${this.person(action.user)}`);
        }
      }
    }

    lines.push('', texts.path);
    const path = report.path.map((entry) => {
      const note = entry.autoCompleted ? texts.pathNote.autoCompleted : entry.status === 'complete' ? '' : texts.pathNote[entry.status];
      return `${node(entry.nodeName, entry.nodeId)}${note}`;
    });
    lines.push(`  ${path.join(' → ')}`);

    if (report.tasks.length > 0) {
      lines.push('', texts.tasks);
      const rows = report.tasks.map((task) => [
        `${node(task.nodeName, task.nodeId)}${task.multiInstance ? ` ${task.multiInstance.index}/${task.multiInstance.of}` : ''}`,
        task.assignee
          ? `${texts.assignee}${this.person(task.assignee)}`
          : task.candidates.length > 0
            ? `${texts.candidates}${task.candidates.map((candidate) => this.person(candidate)).join('、')}`
            : texts.nobody,
        `${texts.taskStatus[task.status]}${task.handledBy ? ` ${this.person(task.handledBy)}` : ''}`,
      ]);
      const widths = [0, 1].map((column) => Math.max(...rows.map((row) => TextWidth.of(row[column]))));
      for (const row of rows) lines.push(`  ${TextWidth.padEnd(row[0], widths[0])}  ${TextWidth.padEnd(row[1], widths[1])}  ${row[2]}`.trimEnd());
    }

    lines.push('');
    if (report.status === 'failed') lines.push(this.style.red(`${texts.result}${texts.failed(report.error ?? '')}`));
    if (report.status === 'complete') lines.push(this.style.green(`${texts.result}${texts.completed}`));
    if (report.status === 'terminated') lines.push(`${texts.result}${texts.terminated}`);
    if (report.status === 'running' || (report.status === 'failed' && report.waiting.length > 0)) {
      for (const waiting of report.waiting) {
        const where = node(waiting.nodeName, waiting.nodeId);
        lines.push(`${texts.result}${waiting.handlers.length > 0 ? texts.waiting(where, waiting.handlers.map((handler) => this.person(handler)).join('、')) : texts.stalled(where)}`);
      }
      if (report.status === 'running' && report.waiting.length === 0) lines.push(`${texts.result}${texts.stuck}`);
    }
    return `${lines.join('\n')}\n`;
  }

  private person(person: SimulatedPerson): string {
    return person.name && person.name !== person.id ? `${person.name}（${person.id}）` : person.id;
  }
}
