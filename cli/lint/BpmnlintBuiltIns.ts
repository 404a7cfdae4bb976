import type { LintConfig, LintRuleFactory } from 'bpmnlint';
import adHocSubProcess from 'bpmnlint/rules/ad-hoc-sub-process.js';
import conditionalEvent from 'bpmnlint/rules/conditional-event.js';
import conditionalFlows from 'bpmnlint/rules/conditional-flows.js';
import endEventRequired from 'bpmnlint/rules/end-event-required.js';
import eventBasedGateway from 'bpmnlint/rules/event-based-gateway.js';
import eventSubProcessTypedStartEvent from 'bpmnlint/rules/event-sub-process-typed-start-event.js';
import fakeJoin from 'bpmnlint/rules/fake-join.js';
import global from 'bpmnlint/rules/global.js';
import labelRequired from 'bpmnlint/rules/label-required.js';
import linkEvent from 'bpmnlint/rules/link-event.js';
import noBpmndi from 'bpmnlint/rules/no-bpmndi.js';
import noComplexGateway from 'bpmnlint/rules/no-complex-gateway.js';
import noDisconnected from 'bpmnlint/rules/no-disconnected.js';
import noDuplicateSequenceFlows from 'bpmnlint/rules/no-duplicate-sequence-flows.js';
import noGatewayJoinFork from 'bpmnlint/rules/no-gateway-join-fork.js';
import noImplicitEnd from 'bpmnlint/rules/no-implicit-end.js';
import noImplicitSplit from 'bpmnlint/rules/no-implicit-split.js';
import noImplicitStart from 'bpmnlint/rules/no-implicit-start.js';
import noInclusiveGateway from 'bpmnlint/rules/no-inclusive-gateway.js';
import noOverlappingElements from 'bpmnlint/rules/no-overlapping-elements.js';
import singleBlankStartEvent from 'bpmnlint/rules/single-blank-start-event.js';
import singleEventDefinition from 'bpmnlint/rules/single-event-definition.js';
import standardSize from 'bpmnlint/rules/standard-size.js';
import startEventRequired from 'bpmnlint/rules/start-event-required.js';
import subProcessBlankStartEvent from 'bpmnlint/rules/sub-process-blank-start-event.js';
import superfluousGateway from 'bpmnlint/rules/superfluous-gateway.js';
import superfluousLabel from 'bpmnlint/rules/superfluous-label.js';
import superfluousTermination from 'bpmnlint/rules/superfluous-termination.js';
import all from 'bpmnlint/config/all.js';
import correctness from 'bpmnlint/config/correctness.js';
import recommended from 'bpmnlint/config/recommended.js';

/**
 * bpmnlint's own rules and configs, imported statically so that the CLI's bundle carries them.
 * Found with require() one by one they cost a linted file a tenth of its start-up (a package
 * lookup and a CommonJS load per rule). Kept equal to the shipped bpmnlint's `all` config by
 * BpmnlintBuiltIns.test.ts.
 */
export const BPMNLINT_RULES: ReadonlyMap<string, LintRuleFactory> = new Map([
  ['ad-hoc-sub-process', adHocSubProcess],
  ['conditional-event', conditionalEvent],
  ['conditional-flows', conditionalFlows],
  ['end-event-required', endEventRequired],
  ['event-based-gateway', eventBasedGateway],
  ['event-sub-process-typed-start-event', eventSubProcessTypedStartEvent],
  ['fake-join', fakeJoin],
  ['global', global],
  ['label-required', labelRequired],
  ['link-event', linkEvent],
  ['no-bpmndi', noBpmndi],
  ['no-complex-gateway', noComplexGateway],
  ['no-disconnected', noDisconnected],
  ['no-duplicate-sequence-flows', noDuplicateSequenceFlows],
  ['no-gateway-join-fork', noGatewayJoinFork],
  ['no-implicit-end', noImplicitEnd],
  ['no-implicit-split', noImplicitSplit],
  ['no-implicit-start', noImplicitStart],
  ['no-inclusive-gateway', noInclusiveGateway],
  ['no-overlapping-elements', noOverlappingElements],
  ['single-blank-start-event', singleBlankStartEvent],
  ['single-event-definition', singleEventDefinition],
  ['standard-size', standardSize],
  ['start-event-required', startEventRequired],
  ['sub-process-blank-start-event', subProcessBlankStartEvent],
  ['superfluous-gateway', superfluousGateway],
  ['superfluous-label', superfluousLabel],
  ['superfluous-termination', superfluousTermination],
]);

/**
 * The element types each of bpmnlint's rules acts on (LintRule#targets), read from the rules
 * of the bpmnlint this repo pins: each check's first statement returns undefined, reporting
 * nothing, unless the element `is` one of these. Not listed: global and no-bpmndi, which
 * return false below the root rather than undefined (a walk that skipped them there would
 * differ), and conditional-flows, which looks at any element's `default` and `outgoing` (a
 * vendor's generic element may have both). SinglePassRuleRunner.test.ts calls every rule on
 * elements of every other type and on generic ones.
 */
export const BPMNLINT_RULE_TARGETS: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ['ad-hoc-sub-process', ['bpmn:AdHocSubProcess']],
  ['conditional-event', ['bpmn:Event']],
  ['end-event-required', ['bpmn:Process', 'bpmn:SubProcess']],
  ['event-based-gateway', ['bpmn:EventBasedGateway']],
  ['event-sub-process-typed-start-event', ['bpmn:SubProcess']],
  ['fake-join', ['bpmn:Activity', 'bpmn:Event']],
  ['label-required', ['bpmn:FlowNode', 'bpmn:SequenceFlow', 'bpmn:Participant', 'bpmn:Lane']],
  ['link-event', ['bpmn:FlowElementsContainer']],
  ['no-complex-gateway', ['bpmn:ComplexGateway']],
  ['no-disconnected', ['bpmn:Task', 'bpmn:Gateway', 'bpmn:SubProcess', 'bpmn:Event']],
  ['no-duplicate-sequence-flows', ['bpmn:SequenceFlow']],
  ['no-gateway-join-fork', ['bpmn:Gateway']],
  ['no-implicit-end', ['bpmn:Event', 'bpmn:Activity', 'bpmn:Gateway']],
  ['no-implicit-split', ['bpmn:Activity', 'bpmn:Event']],
  ['no-implicit-start', ['bpmn:Event', 'bpmn:Activity', 'bpmn:Gateway']],
  ['no-inclusive-gateway', ['bpmn:InclusiveGateway']],
  ['no-overlapping-elements', ['bpmn:Definitions']],
  ['single-blank-start-event', ['bpmn:FlowElementsContainer']],
  ['single-event-definition', ['bpmn:Event']],
  ['standard-size', ['bpmndi:BPMNShape']],
  ['start-event-required', ['bpmn:Process', 'bpmn:SubProcess']],
  ['sub-process-blank-start-event', ['bpmn:SubProcess']],
  ['superfluous-gateway', ['bpmn:Gateway']],
  ['superfluous-label', ['bpmn:SequenceFlow']],
  ['superfluous-termination', ['bpmn:Process', 'bpmn:SubProcess']],
]);

export const BPMNLINT_CONFIGS: ReadonlyMap<string, LintConfig> = new Map([
  ['all', all],
  ['correctness', correctness],
  ['recommended', recommended],
]);
