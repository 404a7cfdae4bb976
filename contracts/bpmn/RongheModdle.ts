import { BpmnModdle } from 'bpmn-moddle';
import descriptor from './ronghe.json' with { type: 'json' };

/** The rh moddle descriptor, keyed the way bpmn-moddle and bpmn-js take extensions. */
export const rongheModdleExtensions: Readonly<Record<string, unknown>> = Object.freeze({ rh: descriptor });

export const RongheModdleDescriptor: unknown = descriptor;

/** A BpmnModdle that knows the rh extension; one per parse, as moddle instances are cheap. */
export function createRongheModdle(): BpmnModdle {
  return new BpmnModdle({ ...rongheModdleExtensions });
}
