import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticClosure } from './ImportBoundaries.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/*
 * Issue 25: a direct link to /searchResult?keyWord=… showed a spinner for seconds on a busy
 * machine while the header's box answered at once. The channels' pages (channelPages.ts, one
 * lazily loaded chunk: the search, the lists, the details) took the rich-text viewer from
 * core/ui's index, and with it every export of that index: the workbench's tables, search forms,
 * drag-and-drop and date pickers, some 60 more files to download and run before the page could
 * even ask for its results. From the header box they had been loaded with the page before.
 */
describe('the public site’s channel pages', () => {
  const pages = staticClosure(ROOT, 'plugins/public-site/channelPages.ts');

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
