import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar.ts';

class Recorder {
  readonly writes: string[] = [];
  constructor(
    readonly isTTY: boolean,
    readonly columns = 80,
  ) {}
  write(text: string): boolean {
    this.writes.push(text);
    return true;
  }
}

describe('ProgressBar', () => {
  it('draws on a terminal and clears the line when done', () => {
    const stream = new Recorder(true);
    const bar = new ProgressBar(20, stream);
    for (let i = 0; i < 20; i++) bar.tick();
    bar.finish();
    expect(stream.writes[0]).toMatch(/^\r\[#*\.*\] 校验 1\/20$/);
    expect(stream.writes.at(-2)).toMatch(/^\r\[#+\] 校验 20\/20$/);
    expect(stream.writes.at(-1)).toBe('\r\u001b[2K');
  });

  it('writes nothing when stderr is piped or redirected', () => {
    const stream = new Recorder(false);
    const bar = new ProgressBar(500, stream);
    for (let i = 0; i < 500; i++) bar.tick();
    bar.finish();
    expect(stream.writes).toEqual([]);
  });

  it('writes nothing for a handful of files', () => {
    const stream = new Recorder(true);
    const bar = new ProgressBar(3, stream);
    bar.tick();
    bar.finish();
    expect(stream.writes).toEqual([]);
  });
});
