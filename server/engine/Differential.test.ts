import { EventEmitter } from 'node:events';
import { Engine } from 'bpmn-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineTestBed } from './testing/EngineTestBed.ts';
import { RandomBlockDiagram, SeededRandom } from './testing/RandomBlockDiagram.ts';

interface Api {
  id: string;
  signal(message?: unknown): void;
}

/** Lets bpmn-engine finish whatever a signal set off. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs the diagram in bpmn-engine, signalling waiting user tasks one at a time in the order
 * they started waiting; returns the ids of activities in the order they started.
 */
async function runInBpmnEngine(diagram: RandomBlockDiagram): Promise<{ visited: string[]; ended: boolean }> {
  const engine = new Engine({ name: diagram.processId, source: diagram.forBpmnEngine() });
  const listener = new EventEmitter();
  const visited: string[] = [];
  const waiting: Api[] = [];
  listener.on('activity.start', (api: Api) => void visited.push(api.id));
  listener.on('activity.wait', (api: Api) => void waiting.push(api));
  let ended = false;
  let failure: unknown;
  engine.once('end', () => void (ended = true));
  engine.once('error', (error: unknown) => void (failure = error));
  await engine.execute({ listener, variables: { ...diagram.variables } });
  await settle();
  while (waiting.length > 0 && !failure) {
    waiting.shift()!.signal();
    await settle();
  }
  if (failure) throw failure;
  return { visited, ended };
}

/** Runs the diagram in our engine, completing open tasks oldest first. */
async function runInOurEngine(bed: EngineTestBed, diagram: RandomBlockDiagram): Promise<{ visited: string[]; ended: boolean }> {
  const result = await bed.engine.deploy({ key: diagram.processId, name: diagram.processId, xml: diagram.forEngine(), deployedBy: 'test' });
  if (!result.success) throw new Error(`deploy failed: ${JSON.stringify(result.illegalNodeList)}`);
  let state = await bed.engine.start({ procDefKey: diagram.processId, initiator: 'starter', variables: diagram.variables });
  for (let guard = 0; state.openTasks.length > 0 && guard < 500; guard++) {
    const [oldest] = (await bed.openTasks(state.procInstId)).sort((a, b) => a.seq - b.seq);
    state = await bed.engine.complete({ taskId: oldest.id, userId: 'u' });
  }
  return { visited: await bed.visited(state.procInstId), ended: state.status === 'complete' };
}

/** Seeds of diagrams with 3–40 user tasks and at least one gateway, picked deterministically. */
function diagrams(count: number): RandomBlockDiagram[] {
  const picked: RandomBlockDiagram[] = [];
  for (let seed = 1; picked.length < count; seed++) {
    const diagram = new RandomBlockDiagram(new SeededRandom(seed), `diff${seed}`);
    const gateways = diagram.nodes.some((n) => n.kind === 'split');
    if (gateways && diagram.taskCount >= 3 && diagram.taskCount <= 40) picked.push(diagram);
  }
  return picked;
}

describe('differential: forward runs match bpmn-engine', () => {
  let bed: EngineTestBed;

  beforeAll(async () => {
    bed = await new EngineTestBed().migrate();
  });

  afterAll(async () => {
    await bed.destroy();
  });

  it.each(diagrams(Number(process.env.DIFF_COUNT ?? 120)).map((diagram) => [diagram.processId, diagram] as const))('%s visits the same activities in the same order', async (_, diagram) => {
    const theirs = await runInBpmnEngine(diagram);
    const ours = await runInOurEngine(bed, diagram);
    expect(theirs.ended).toBe(true);
    expect(ours.ended).toBe(true);
    expect(ours.visited).toEqual(theirs.visited);
  });
});
