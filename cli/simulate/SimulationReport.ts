import type { ActivityStatus, TaskStatus } from '../../server/engine/EngineRecords.ts';

/** Someone the simulation names: an id and, when the directory knows it, a name. */
export interface SimulatedPerson {
  id: string;
  name: string | null;
}

export interface SimulatedAction {
  action: 'agree' | 'reject' | 'terminate';
  nodeId: string;
  nodeName: string;
  user: SimulatedPerson;
  /** reject: the node the instance went back to. */
  target?: string;
}

/** What `ronghe simulate` found: the path, the tasks with their handlers, and where it stopped. */
export interface SimulationReport {
  process: { key: string; name: string };
  /** echo, demo, or the --users file. */
  directory: string;
  initiator: SimulatedPerson;
  variables: Record<string, unknown>;
  steps: Array<{ step: string; actions: SimulatedAction[] }>;
  /** The nodes in the order the tokens reached them. */
  path: Array<{ nodeId: string; nodeName: string; nodeType: string; status: ActivityStatus; autoCompleted: boolean }>;
  /** Sequence flows taken, in order. */
  flows: string[];
  tasks: Array<{
    nodeId: string;
    nodeName: string;
    assignee: SimulatedPerson | null;
    candidates: SimulatedPerson[];
    /** For one instance of a multi-person task: its place among the node's instances. */
    multiInstance: { index: number; of: number } | null;
    status: TaskStatus;
    handledBy: SimulatedPerson | null;
  }>;
  /**
   * complete: reached an end; running: stopped at open tasks (`waiting`); terminated; refused:
   * the engine would not deploy the diagram; failed: a command or step could not run.
   */
  status: 'complete' | 'running' | 'terminated' | 'refused' | 'failed';
  waiting: Array<{ nodeId: string; nodeName: string; handlers: SimulatedPerson[] }>;
  /** refused: the nodes and why, with the dictionary labels. */
  illegalNodeList?: Array<{ nodeId: string; errCode: string; label: string }>;
  /** refused or failed: what went wrong. */
  error?: string;
}
