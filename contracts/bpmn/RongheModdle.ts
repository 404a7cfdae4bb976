import { BpmnModdle } from 'bpmn-moddle';
import camundaDescriptor from 'camunda-bpmn-moddle/resources/camunda.json' with { type: 'json' };
import descriptor from './ronghe.json' with { type: 'json' };

/**
 * The moddle extensions every reader and writer of diagrams uses (designer, CLI, server), keyed
 * the way bpmn-moddle and bpmn-js take them: rh, which the engine runs, and camunda, so the
 * Camunda-style fields of spec 002 (listeners, input/output, async, version tag, a condition's
 * camunda:resource …) are typed elements that survive a load and save unchanged. The engine
 * does not run the Camunda fields; the lint rule ronghe/camunda-not-run says so.
 */
export const rongheModdleExtensions: Readonly<Record<string, unknown>> = Object.freeze({ rh: descriptor, camunda: camundaDescriptor });

export const RongheModdleDescriptor: unknown = descriptor;

/** The rh namespace a diagram binds its `rh:` prefix to. */
export const RH_NAMESPACE: string = descriptor.uri;

/** A BpmnModdle that knows the rh and camunda extensions; one per parse, as moddle instances are cheap. */
export function createRongheModdle(): BpmnModdle {
  return new BpmnModdle({ ...rongheModdleExtensions });
}
