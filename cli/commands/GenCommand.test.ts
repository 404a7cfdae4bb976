import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OpenApiCatalog } from '../../contracts/openapi/OpenApiCatalog.ts';
import type { CliOutput } from '../CliOutput.ts';
import { RongheProgram } from '../RongheProgram.ts';
import { CATALOGUE_FILE, CATALOGUE_MARK, GENERATED_MARK, GenCommand } from './GenCommand.ts';
import { VALIDATOR_MARK } from './StandaloneValidators.ts';

const contractsDir = OpenApiCatalog.defaultDirectory();
const generatedDir = join(contractsDir, '..', 'generated');

class RecordedOutput implements CliOutput {
  readonly lines: string[] = [];
  readonly errors: string[] = [];
  out(text: string): void {
    this.lines.push(text);
  }
  err(text: string): void {
    this.errors.push(text);
  }
}

describe('ronghe gen', () => {
  const temporary: string[] = [];
  afterEach(() => {
    for (const folder of temporary.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  /** A contracts folder holding only auth.yaml (small, so generation stays quick) and an empty out folder. */
  function workspace(): { contracts: string; out: string } {
    const root = mkdtempSync(join(tmpdir(), 'ronghe-gen-'));
    temporary.push(root);
    const contracts = join(root, 'openapi');
    mkdirSync(contracts);
    copyFileSync(join(contractsDir, 'auth.yaml'), join(contracts, 'auth.yaml'));
    return { contracts, out: join(root, 'generated') };
  }

  it('keeps the committed contracts/generated files in step with the contracts', async () => {
    const expected = await new GenCommand(new RecordedOutput()).generate(contractsDir);
    expect([...expected.keys()].sort()).toEqual(readdirSync(generatedDir).filter((name) => name.endsWith('.ts')).sort());
    const stale = [...expected].filter(([name, source]) => readFileSync(join(generatedDir, name), 'utf8') !== source);
    expect(stale.map(([name]) => name), 'run npm run gen').toEqual([]);
  }, 60_000);

  it('writes one file per contract, marked as generated, with the contract types', async () => {
    const { contracts, out } = workspace();
    const output = new RecordedOutput();
    expect(await new GenCommand(output).run({ contracts, out })).toBe(0);
    const source = readFileSync(join(out, 'auth.ts'), 'utf8');
    expect(source.startsWith(GENERATED_MARK)).toBe(true);
    expect(source).toContain('TokenGrant: {');
    expect(source).toContain('"/auth/oauth/token": {');
    expect(output.lines.some((line) => line.includes('auth.ts'))).toBe(true);
  });

  it('gathers the catalogue: every contract\'s paths as one type and their first segments as the API prefixes', async () => {
    const { contracts, out } = workspace();
    writeFileSync(join(contracts, 'things.yaml'), "openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths:\n  /things/{id}: {}\n  /mall/list: {}\n");
    await new GenCommand(new RecordedOutput()).run({ contracts, out });
    const source = readFileSync(join(out, CATALOGUE_FILE), 'utf8');
    expect(source.startsWith(CATALOGUE_MARK)).toBe(true);
    expect(source).toContain("import type { paths as thingsPaths } from './things.ts';");
    expect(source).toContain('export type ApiPaths = authPaths & thingsPaths;');
    expect(source).toContain('export const API_PREFIXES: readonly string[] = ["/auth","/mall","/things"];');
  });

  it('passes --check when the generated files are current', async () => {
    const { contracts, out } = workspace();
    await new GenCommand(new RecordedOutput()).run({ contracts, out });
    const output = new RecordedOutput();
    expect(await new GenCommand(output).run({ contracts, out, check: true })).toBe(0);
    expect(output.errors).toEqual([]);
  });

  it('fails --check with exit 1 naming a stale file, and writes nothing', async () => {
    const { contracts, out } = workspace();
    await new GenCommand(new RecordedOutput()).run({ contracts, out });
    const edited = `${readFileSync(join(out, 'auth.ts'), 'utf8')}\n// edited by hand\n`;
    writeFileSync(join(out, 'auth.ts'), edited);

    const output = new RecordedOutput();
    expect(await new GenCommand(output).run({ contracts, out, check: true })).toBe(1);
    expect(output.errors.join('\n')).toMatch(/stale: .*auth\.ts/);
    expect(readFileSync(join(out, 'auth.ts'), 'utf8')).toBe(edited);
  });

  it('fails --check with exit 1 naming a missing file', async () => {
    const { contracts, out } = workspace();
    const output = new RecordedOutput();
    expect(await new GenCommand(output).run({ contracts, out, check: true })).toBe(1);
    expect(output.errors.join('\n')).toMatch(/missing: .*auth\.ts/);
    expect(existsSync(out)).toBe(false);
  });

  it('fails --check for a generated file whose contract is gone, and a normal run removes it', async () => {
    const { contracts, out } = workspace();
    await new GenCommand(new RecordedOutput()).run({ contracts, out });
    writeFileSync(join(out, 'billing.ts'), `${GENERATED_MARK}\nexport interface paths {}\n`);
    writeFileSync(join(out, 'notes.ts'), 'export const handWritten = true;\n');

    const check = new RecordedOutput();
    expect(await new GenCommand(check).run({ contracts, out, check: true })).toBe(1);
    expect(check.errors.join('\n')).toMatch(/no contract: .*billing\.ts/);

    expect(await new GenCommand(new RecordedOutput()).run({ contracts, out })).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['auth.ts', 'catalogue.ts', 'notes.ts']);
  });

  describe('standalone validators', () => {
    /** A contract whose Thing schema (and the Part it refers to) is marked for a validator. */
    const marked = (mark: unknown) =>
      [
        'openapi: 3.1.0',
        'info: { title: things, version: 1.0.0 }',
        'paths: {}',
        'components:',
        '  schemas:',
        '    Thing:',
        '      type: object',
        `      x-ronghe-validator: ${JSON.stringify(mark)}`,
        '      description: Not copied into the validator.',
        '      required: [name]',
        '      additionalProperties: false',
        '      properties:',
        '        name: { type: string, maxLength: 3 }',
        '        description: { type: string }',
        "        parts: { type: array, items: { $ref: '#/components/schemas/Part' } }",
        '    Part:',
        '      type: integer',
        '    Unused:',
        '      type: string',
      ].join('\n');

    function things(mark: unknown = true): { contracts: string; out: string } {
      const paths = workspace();
      writeFileSync(join(paths.contracts, 'things.yaml'), marked(mark));
      return paths;
    }

    it('writes an ES module validator of each marked schema, needing nothing of ajv, and --check keeps it in step', async () => {
      const { contracts, out } = things();
      expect(await new GenCommand(new RecordedOutput()).run({ contracts, out })).toBe(0);
      expect(readdirSync(out).sort()).toEqual(['auth.ts', 'catalogue.ts', 'things.Thing.validator.ts', 'things.ts']);
      const source = readFileSync(join(out, 'things.Thing.validator.ts'), 'utf8');
      expect(source.startsWith(VALIDATOR_MARK)).toBe(true);
      expect(source).toMatch(/^export const validate = /m);
      expect(source).toContain('function ucs2length(');
      expect(source).not.toMatch(/\brequire\(|new Function|Not copied|Unused/);

      writeFileSync(join(out, 'things.Thing.validator.ts'), `${source}// edited\n`);
      const output = new RecordedOutput();
      expect(await new GenCommand(output).run({ contracts, out, check: true })).toBe(1);
      expect(output.errors.join('\n')).toMatch(/stale: .*things\.Thing\.validator\.ts/);
    });

    it('removes a validator whose schema is no longer marked', async () => {
      const { contracts, out } = things();
      await new GenCommand(new RecordedOutput()).run({ contracts, out });
      writeFileSync(join(contracts, 'things.yaml'), marked(true).replace(/ *x-ronghe-validator.*\n/, ''));
      const check = new RecordedOutput();
      expect(await new GenCommand(check).run({ contracts, out, check: true })).toBe(1);
      expect(check.errors.join('\n')).toMatch(/no contract: .*things\.Thing\.validator\.ts/);
      expect(await new GenCommand(new RecordedOutput()).run({ contracts, out })).toBe(0);
      expect(readdirSync(out).sort()).toEqual(['auth.ts', 'catalogue.ts', 'things.ts']);
    });

    it('exits 2 naming the schema when the mark is not true', async () => {
      const { contracts, out } = things('yes');
      const output = new RecordedOutput();
      expect(await new GenCommand(output).run({ contracts, out })).toBe(2);
      expect(output.errors.join('\n')).toMatch(/things\.yaml.*Thing: x-ronghe-validator must be true/);
    });
  });

  it('exits 2 with a clear message when the contracts folder cannot be read', async () => {
    const output = new RecordedOutput();
    expect(await new GenCommand(output).run({ contracts: join(tmpdir(), 'ronghe-no-such-folder') })).toBe(2);
    expect(output.errors.join('\n')).toMatch(/ronghe gen: cannot read the contracts folder .*ronghe-no-such-folder \(ENOENT\)/);
  });

  it('exits 2 naming the file when a contract is not valid YAML', async () => {
    const { contracts, out } = workspace();
    writeFileSync(join(contracts, 'broken.yaml'), 'openapi: 3.1.0\n  info: [\n');
    const output = new RecordedOutput();
    expect(await new GenCommand(output).run({ contracts, out })).toBe(2);
    expect(output.errors.join('\n')).toMatch(/broken\.yaml/);
  });

  describe('from the command line', () => {
    it('runs gen --check with its options and returns its exit code', async () => {
      const { contracts, out } = workspace();
      const output = new RecordedOutput();
      expect(await new RongheProgram(output).run(['gen', '--check', '--contracts', contracts, '--out', out])).toBe(1);
      expect(output.errors.join('\n')).toMatch(/missing: .*auth\.ts/);
    });

    it('exits 2 on an unknown option', async () => {
      const output = new RecordedOutput();
      expect(await new RongheProgram(output).run(['gen', '--bogus'])).toBe(2);
      expect(output.errors.join('')).toContain("unknown option '--bogus'");
    });

    it('exits 0 after printing help', async () => {
      const output = new RecordedOutput();
      expect(await new RongheProgram(output).run(['--help'])).toBe(0);
      expect(output.lines.join('')).toContain('gen [options]');
    });
  });
});
