import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticClosure } from './ImportBoundaries.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ROUTES = 'plugins/public-site/channelRoutes.ts';

/** The page modules the channels' routes load, each its own chunk: as channelRoutes.ts imports them. */
const pageFiles = [...readFileSync(path.join(ROOT, ROUTES), 'utf8').matchAll(/import\('\.\/([^']+)'\)/g)].map((match) => `plugins/public-site/${match[1]}`);

function closureOf(files: string[]): { files: Set<string>; packages: Set<string> } {
  const all = { files: new Set<string>(), packages: new Set<string>() };
  for (const file of files) {
    const closure = staticClosure(ROOT, file);
    for (const each of closure.files) all.files.add(each);
    for (const each of closure.packages) all.packages.add(each);
  }
  return all;
}

/*
 * Issue 25: a direct link to /searchResult?keyWord=… showed a spinner for seconds on a busy
 * machine while the header's box answered at once. The channels' pages (then one lazily loaded
 * chunk: the search, the lists, the details) took the rich-text viewer from
 * core/ui's index, and with it every export of that index: the workbench's tables, search forms,
 * drag-and-drop and date pickers, some 60 more files to download and run before the page could
 * even ask for its results. From the header box they had been loaded with the page before.
 */
describe('the public site’s channel pages', () => {
  const pages = closureOf(pageFiles);

  it('are each loaded on their own: a list page brings none of a detail page’s files', () => {
    expect(pageFiles).toContain('plugins/public-site/news/NewsListPage.tsx');
    expect(pageFiles).toContain('plugins/public-site/search/SearchResultPage.tsx');
    const newsList = staticClosure(ROOT, 'plugins/public-site/news/NewsListPage.tsx').files;
    const newsDetail = staticClosure(ROOT, 'plugins/public-site/news/NewsDetailPage.tsx').files;
    expect([...newsDetail].filter((file) => file.startsWith('plugins/public-site/') && /(Detail|Article)/.test(file) && newsList.has(file))).toEqual([]);
  });

  it('do not load the workbench’s tables and forms through core/ui’s index', () => {
    expect(pages.files.has('core/ui/index.ts')).toBe(false);
    expect([...pages.files].filter((file) => /^core\/ui\/(DataTable|SearchForm|SearchField|TableDragReorder)\.tsx$/.test(file))).toEqual([]);
    expect([...pages.packages].filter((name) => name.startsWith('@dnd-kit/') || name === 'dayjs')).toEqual([]);
  });

  it('still show rich text, drawn from its document without the editor (the same on the server)', () => {
    expect(pages.files.has('core/ui/rich-text/RichTextView.tsx')).toBe(true);
    expect(pages.files.has('core/ui/rich-text/RichTextEditor.tsx')).toBe(false);
    expect(pages.files.has('core/ui/rich-text/TiptapEditor.tsx')).toBe(false);
    expect([...pages.packages].filter((name) => name.startsWith('@tiptap/'))).toEqual([]);
  });
});
