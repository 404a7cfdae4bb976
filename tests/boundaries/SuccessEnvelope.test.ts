import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSources, type SourceFile } from './ImportBoundaries.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A success envelope written by hand (`code: 0`): the router sends it; a module returns `Answer.withMessage`. */
const HAND_SENT = /\bcode\s*:\s*0\b/;

function handSentEnvelopes(files: readonly SourceFile[]): string[] {
  return files.filter((source) => !/\.test\.tsx?$/.test(source.file) && HAND_SENT.test(source.text)).map((source) => source.file);
}

describe('the success envelope', () => {
  it('is sent by the router alone: no server module writes `code: 0`', () => {
    expect(handSentEnvelopes(readSources(root, ['server/modules']))).toEqual([]);
  });

  it('catches a handler that sends the envelope itself, and not its tests', () => {
    const found = handSentEnvelopes([
      { file: 'server/modules/todos/TodoRoutes.ts', text: "return call.reply.send({ code: 0, msg, data });" },
      { file: 'server/modules/todos/TodoRoutes.test.ts', text: "expect(answer.json()).toEqual({ code: 0, msg: '通过成功', data: true });" },
      { file: 'server/modules/todos/TodoInbox.ts', text: "return { code: 10, total: 0 };" },
    ]);
    expect(found).toEqual(['server/modules/todos/TodoRoutes.ts']);
  });
});
