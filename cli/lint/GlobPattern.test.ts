import { describe, expect, it } from 'vitest';
import { GlobPattern } from './GlobPattern.ts';

describe('GlobPattern', () => {
  it('starts the walk at the folder before the first pattern segment', () => {
    expect(new GlobPattern('processes/**/*.bpmn', '/work').base).toBe('/work/processes');
    expect(new GlobPattern('*.bpmn', '/work').base).toBe('/work');
    expect(new GlobPattern('/data/flows/*.xml', '/work').base).toBe('/data/flows');
  });

  it('limits the depth unless the pattern has **', () => {
    expect(new GlobPattern('a/*/*.bpmn', '/').maxDepth).toBe(1);
    expect(new GlobPattern('a/*.bpmn', '/').maxDepth).toBe(0);
    expect(new GlobPattern('a/**/*.bpmn', '/').maxDepth).toBe(Infinity);
  });

  it('matches * and ? within one folder, ** across any number of folders', () => {
    const flat = new GlobPattern('*.bpmn', '/');
    expect(flat.matches('请假.bpmn')).toBe(true);
    expect(flat.matches('sub/请假.bpmn')).toBe(false);
    expect(flat.matches('请假.bpmn.bak')).toBe(false);
    const deep = new GlobPattern('**/*.bpmn', '/');
    expect(deep.matches('a.bpmn')).toBe(true);
    expect(deep.matches('x/y/z/a.bpmn')).toBe(true);
    expect(new GlobPattern('v?.bpmn', '/').matches('v1.bpmn')).toBe(true);
    expect(new GlobPattern('v?.bpmn', '/').matches('v10.bpmn')).toBe(false);
  });

  it('knows classes, negated classes and {a,b} alternatives, and escapes regex characters', () => {
    expect(new GlobPattern('v[0-2].bpmn', '/').matches('v2.bpmn')).toBe(true);
    expect(new GlobPattern('v[!0-2].bpmn', '/').matches('v2.bpmn')).toBe(false);
    expect(new GlobPattern('v[!0-2].bpmn', '/').matches('v7.bpmn')).toBe(true);
    const both = new GlobPattern('*.{bpmn,xml}', '/');
    expect(both.matches('a.xml')).toBe(true);
    expect(both.matches('a.bpmn')).toBe(true);
    expect(both.matches('a.json')).toBe(false);
    expect(new GlobPattern('a+b(1).bpmn', '/').matches('a+b(1).bpmn')).toBe(true);
    expect(new GlobPattern('a.bpmn', '/').matches('axbpmn')).toBe(false);
  });

  it('tells a pattern from a plain path', () => {
    expect(GlobPattern.isGlob('processes/*.bpmn')).toBe(true);
    expect(GlobPattern.isGlob('processes/请假.bpmn')).toBe(false);
  });
});
