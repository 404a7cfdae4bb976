import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LintConfigError } from './LintConfigError.ts';
import { LintConfigLocator } from './LintConfigLocator.ts';

describe('LintConfigLocator', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'ronghe-config-'));
    mkdirSync(join(root, 'team', 'flows', 'deep'), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('uses the nearest .bpmnlintrc above the file, and puts the deploy rules first', async () => {
    writeFileSync(join(root, '.bpmnlintrc'), '{"extends":"bpmnlint:all"}');
    writeFileSync(join(root, 'team', '.bpmnlintrc'), '{"extends":["bpmnlint:recommended"],"rules":{"label-required":"off"}}');
    const locator = new LintConfigLocator(undefined, root);
    const deep = await locator.forFile(join(root, 'team', 'flows', 'deep', 'a.bpmn'));
    expect(deep.source).toBe(join(root, 'team', '.bpmnlintrc'));
    expect(deep.dir).toBe(join(root, 'team'));
    expect(deep.config).toEqual({ extends: ['plugin:ronghe/recommended', 'bpmnlint:recommended'], rules: { 'label-required': 'off' } });
    expect((await locator.forFile(join(root, 'b.bpmn'))).source).toBe(join(root, '.bpmnlintrc'));
  });

  it('runs the deploy rules alone when no config exists up to the root', async () => {
    const config = await new LintConfigLocator(undefined, root).forFile(join(root, 'team', 'a.bpmn'));
    // tmpdir has no .bpmnlintrc above it on a test machine
    expect(config.source).toBeNull();
    expect(config.config).toEqual({ extends: 'plugin:ronghe/recommended' });
  });

  it('uses --config for every file instead of looking around', async () => {
    writeFileSync(join(root, 'team', '.bpmnlintrc'), '{"extends":"bpmnlint:all"}');
    writeFileSync(join(root, 'ci.json'), '{"rules":{"no-bpmndi":"warn"}}');
    const config = await new LintConfigLocator('ci.json', root).forFile(join(root, 'team', 'a.bpmn'));
    expect(config.source).toBe(join(root, 'ci.json'));
  });

  it.each([
    ['a missing --config', undefined, 'nope.json', /nope\.json：配置文件不存在/],
    ['a config that is not JSON', '{ extends: bpmnlint:all', undefined, /不是有效的 JSON/],
    ['a config whose rules are a list', '{"rules":["label-required"]}', undefined, /rules 必须是对象/],
    ['an unknown built-in rule', '{"rules":{"no-such-rule":"error"}}', undefined, /无法加载.*no-such-rule/],
    ['a plugin that is not installed', '{"extends":"plugin:acme/recommended"}', undefined, /无法加载.*acme/],
  ])('refuses %s, naming the file', async (_name, content, explicit, message) => {
    if (content !== undefined) writeFileSync(join(root, '.bpmnlintrc'), content);
    const locator = new LintConfigLocator(explicit, root);
    const failure = await locator.forFile(join(root, 'a.bpmn')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LintConfigError);
    expect((failure as Error).message).toMatch(message);
  });

  it('refuses a config it cannot read', async () => {
    // A folder in the config's place cannot be read even by root (CI runs as root, where chmod 000 would not stop it).
    mkdirSync(join(root, '.bpmnlintrc'));
    await expect(new LintConfigLocator(undefined, root).forFile(join(root, 'a.bpmn'))).rejects.toThrow(/无法读取配置文件/);
  });
});
