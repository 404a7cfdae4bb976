import type { Dirent } from 'node:fs';
import { closeSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { zhCN } from '../zhCN.ts';
import { GlobPattern } from './GlobPattern.ts';

/** One file to lint. */
export interface LintTarget {
  /** Absolute path. */
  path: string;
  /** How the file is shown: relative to the working folder when inside it. */
  display: string;
}

export interface LintTargets {
  files: LintTarget[];
  /** `-` was given: the diagram comes from standard input. */
  stdin: boolean;
  /** What could not be resolved (missing file, pattern without matches…); any of these is exit 2. */
  problems: string[];
}

/** The namespace every BPMN 2.0 model declares; how an .xml file in a folder is told apart. */
const BPMN_MODEL_NAMESPACE = 'http://www.omg.org/spec/BPMN/20100524/MODEL';
const SNIFF_BYTES = 4096;
/** Folders that never hold the user's diagrams and may be huge. */
const SKIPPED_FOLDERS = new Set(['node_modules', '.git']);

/**
 * Turns `ronghe lint` arguments into files: a file is taken as given (whatever its
 * extension), a folder yields its *.bpmn files and the *.xml files that declare the BPMN
 * namespace (the designer exports .xml), a pattern is expanded by GlobPattern, and `-` is
 * standard input. Unlike bpmnlint's CLI, a missing file or a pattern matching nothing is a
 * problem, not a silent success.
 *
 * The file system is read synchronously: nothing else runs meanwhile, and for one file an
 * await per stat, folder and sniff (each a round trip to libuv's thread pool, the first one
 * starting it) was a measurable part of the run.
 */
export class LintTargetResolver {
  constructor(private readonly cwd: string = process.cwd()) {}

  async resolve(inputs: readonly string[]): Promise<LintTargets> {
    const targets: LintTargets = { files: [], stdin: false, problems: [] };
    const seen = new Set<string>();
    const add = (path: string) => {
      if (seen.has(path)) return;
      seen.add(path);
      targets.files.push({ path, display: this.display(path) });
    };

    for (const input of inputs) {
      if (input === '-') {
        if (targets.stdin) targets.problems.push(zhCN.lint.stdinTwice);
        targets.stdin = true;
        continue;
      }
      const path = resolve(this.cwd, input);
      let kind: 'file' | 'folder' | 'missing';
      try {
        const info = statSync(path);
        kind = info.isDirectory() ? 'folder' : 'file';
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'ENOENT' && code !== 'ENOTDIR') {
          targets.problems.push(zhCN.lint.unreadableTarget(input, code ?? String(error)));
          continue;
        }
        kind = 'missing';
      }

      if (kind === 'file') add(path);
      else if (kind === 'folder') {
        const problemsBefore = targets.problems.length;
        const found = await this.walk(path, Infinity, targets.problems, (file) => this.isDiagram(file));
        if (found.length === 0 && targets.problems.length === problemsBefore) targets.problems.push(zhCN.lint.emptyFolder(input));
        found.forEach(add);
      } else if (GlobPattern.isGlob(input)) {
        const pattern = new GlobPattern(input, this.cwd);
        const found = await this.walk(pattern.base, pattern.maxDepth, targets.problems, async (file) => pattern.matches(relative(pattern.base, file)));
        if (found.length === 0) targets.problems.push(zhCN.lint.noMatch(input));
        found.forEach(add);
      } else {
        targets.problems.push(zhCN.lint.missing(input));
      }
    }
    return targets;
  }

  private display(path: string): string {
    const fromHere = relative(this.cwd, path);
    return fromHere && !fromHere.startsWith('..') && !isAbsolute(fromHere) ? fromHere : path;
  }

  /** Files below `folder` (sorted, folders skipped as SKIPPED_FOLDERS says) that `accept` takes. */
  private async walk(folder: string, maxDepth: number, problems: string[], accept: (file: string) => Promise<boolean>): Promise<string[]> {
    const found: string[] = [];
    const visit = async (dir: string, depth: number): Promise<void> => {
      let entries: Dirent[];
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR') return;
        problems.push(zhCN.lint.unreadableTarget(this.display(dir), code ?? String(error)));
        return;
      }
      entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      for (const entry of entries) {
        const path = join(dir, entry.name);
        let isFile = entry.isFile();
        // A link to a file counts; links to folders are not followed (they may loop).
        if (entry.isSymbolicLink()) {
          try {
            isFile = statSync(path).isFile();
          } catch {
            isFile = false;
          }
        }
        if (entry.isDirectory()) {
          if (depth < maxDepth && !SKIPPED_FOLDERS.has(entry.name)) await visit(path, depth + 1);
        } else if (isFile && (await accept(path))) {
          found.push(path);
        }
      }
    };
    await visit(folder, 0);
    return found;
  }

  private async isDiagram(file: string): Promise<boolean> {
    const lower = file.toLowerCase();
    if (lower.endsWith('.bpmn')) return true;
    if (!lower.endsWith('.xml')) return false;
    let handle: number | undefined;
    try {
      handle = openSync(file, 'r');
      const buffer = Buffer.alloc(SNIFF_BYTES);
      const bytesRead = readSync(handle, buffer, 0, SNIFF_BYTES, 0);
      return buffer.subarray(0, bytesRead).toString('utf8').includes(BPMN_MODEL_NAMESPACE);
    } catch {
      // Unreadable: include it, so the read error is reported against the file.
      return true;
    } finally {
      if (handle !== undefined) closeSync(handle);
    }
  }
}
