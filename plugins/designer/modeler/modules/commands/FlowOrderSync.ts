import CommandInterceptor from 'diagram-js/lib/command/CommandInterceptor';
import { RongheExtensionReader } from '../../../../../contracts/bpmn/RongheExtensionReader.ts';
import { RongheExtensionWriter, type ModdleFactory } from '../../../../../contracts/bpmn/RongheExtensionWriter.ts';
import type { DiagramElement, EventBus } from '../DiagramServices.ts';
import { UPDATE_ELEMENT_COMMAND, type UpdateElementContext } from './UpdateElementHandler.ts';

interface CommandStack {
  execute(command: string, context: UpdateElementContext): void;
}
interface ConnectionContext {
  connection: DiagramElement;
  source?: DiagramElement;
  oldSource?: DiagramElement;
  newSource?: DiagramElement;
}

const reader = new RongheExtensionReader();

/**
 * Keeps an exclusive gateway's branch order (rh:FlowOrder) in step with its drawn flows (spec
 * 002 §4): a new outgoing flow is appended, a deleted or moved-away one is removed and the rest
 * renumbered. A gateway without an order list keeps none: its drawn order is the order.
 */
export class FlowOrderSync extends CommandInterceptor {
  static override $inject = ['eventBus', 'commandStack', 'moddle'];

  constructor(eventBus: EventBus, commandStack: CommandStack, moddle: ModdleFactory) {
    super(eventBus as never);
    const writer = new RongheExtensionWriter(moddle);
    const rewrite = (gateway: DiagramElement | undefined, change: (ids: string[]) => string[]) => {
      if (!gateway || gateway.type !== 'bpmn:ExclusiveGateway') return;
      if (!reader.extension(gateway.businessObject, 'rh:FlowOrder')) return;
      const before = reader.flowOrder(gateway.businessObject).map((entry) => entry.flowId);
      const after = change(before);
      if (after.join() === before.join()) return;
      const flowOrder = writer.flowOrder(after.map((flowId, index) => ({ flowId, seq: index + 1 })));
      commandStack.execute(UPDATE_ELEMENT_COMMAND, { element: gateway, extensions: { 'rh:FlowOrder': flowOrder } });
    };
    const append = (id: string) => (ids: string[]) => (ids.includes(id) ? ids : [...ids, id]);
    const remove = (id: string) => (ids: string[]) => ids.filter((other) => other !== id);

    this.postExecuted('connection.create', (context: ConnectionContext) => {
      if (context.connection.type === 'bpmn:SequenceFlow') rewrite(context.connection.source, append(context.connection.id));
    }, true);
    this.preExecute('connection.delete', (context: ConnectionContext) => {
      rewrite(context.connection.source, remove(context.connection.id));
    }, true);
    this.postExecuted('connection.reconnect', (context: ConnectionContext) => {
      const { connection, oldSource, newSource } = context;
      if (!newSource || newSource === oldSource) return;
      rewrite(oldSource, remove(connection.id));
      rewrite(newSource, append(connection.id));
    }, true);
  }
}
