import type { ApiEnvelope } from '../../../contracts/workbench/Http.ts';
import type { BusinessFormProcess } from '../../../contracts/workbench/ProcessCentre.ts';

/**
 * Part 2 §4: only code 0 is a success. The HTTP client lets 200 and '108' through as well, so
 * an action checks again before it says 成功 and closes.
 */
export function succeeded(answer: ApiEnvelope<unknown>): boolean {
  return Number(answer.code) === 0;
}

/** The ids an action on a held task sends; buttons exist only for a held task, which has all three. */
export function heldTask(process: BusinessFormProcess): { taskId: string; procInstId: string; taskDefKey: string } {
  return { taskId: process.taskId ?? '', procInstId: process.procInstId ?? '', taskDefKey: process.taskDefKey ?? '' };
}

/** An optional comment: left out when blank. */
export function commentOf(comment: string | undefined): string | undefined {
  const text = comment?.trim();
  return text ? text : undefined;
}

/** What a success says: the server's own message when it gave one, else the page's text. */
export function successMessage(answer: ApiEnvelope<unknown>, fallback: string): string {
  return answer.msg?.trim() || fallback;
}
