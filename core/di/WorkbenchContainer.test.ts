import { describe, expect, it } from 'vitest';
import { createContributionPoint, createServiceId } from '../../contracts/workbench/ServiceId.ts';
import { WorkbenchContainer } from './WorkbenchContainer.ts';
import { inject, injectable, injectFromBase, optional, postConstruct } from './Injection.ts';

const NameId = createServiceId<string>('test.Name');
const TitleId = createServiceId<string>('test.Title');
const CounterId = createServiceId<{ count: number }>('test.Counter');
const Items = createContributionPoint<string>('test.items');

@injectable()
class Greeting {
  started = false;
  constructor(
    @inject(NameId) readonly name: string,
    @inject(TitleId) @optional() readonly title: string | undefined,
  ) {}
  @postConstruct()
  start(): void {
    this.started = true;
  }
}

@injectable()
@injectFromBase()
class LoudGreeting extends Greeting {}

describe('workbench container', () => {
  it('builds a factory once, on first use', () => {
    const container = new WorkbenchContainer();
    let built = 0;
    container.binderFor('a').factory(CounterId, () => ({ count: ++built }));
    expect(built).toBe(0);
    expect(container.get(CounterId)).toBe(container.get(CounterId));
    expect(built).toBe(1);
  });

  it('collects contributions in the order they were made, building each once', () => {
    const container = new WorkbenchContainer();
    let built = 0;
    container.binderFor('a').contribute(Items, 'one');
    container.binderFor('b').contribute(Items, () => `two${++built}`);
    container.binderFor('c').contribute(Items, 'three');
    expect(container.getAll(Items)).toEqual(['one', 'two1', 'three']);
    expect(container.getAll(Items)).toEqual(['one', 'two1', 'three']);
    expect(container.getAll(createContributionPoint<string>('test.none'))).toEqual([]);
  });

  it('refuses a second binding of a service and names a missing one', () => {
    const container = new WorkbenchContainer();
    container.binderFor('a').value(NameId, '张三');
    expect(() => container.binderFor('b').value(NameId, '李四')).toThrow('插件 b 重复绑定服务 ronghe:test.Name');
    expect(() => container.get(TitleId)).toThrow('服务 ronghe:test.Title 未注册');
    expect(container.getOptional(TitleId)).toBeUndefined();
  });

  it('lets an override replace a binding', () => {
    const container = new WorkbenchContainer();
    container.binderFor('a').value(NameId, '张三');
    container.binderFor('test').override(NameId, '李四');
    expect(container.get(NameId)).toBe('李四');
  });

  it('says so when a factory needs itself, instead of overflowing the stack', () => {
    const container = new WorkbenchContainer();
    container.binderFor('a').factory(CounterId, (services) => services.get(CounterId));
    expect(() => container.get(CounterId)).toThrow('服务 ronghe:test.Counter 的构建依赖了它自己');
  });

  it('constructs a decorated class with its services, the optional one missing, then runs its post-construct method', () => {
    const container = new WorkbenchContainer();
    const GreetingId = createServiceId<Greeting>('test.Greeting');
    const bind = container.binderFor('a');
    bind.value(NameId, '张三');
    bind.service(GreetingId, Greeting);
    const greeting = container.get(GreetingId);
    expect([greeting.name, greeting.title, greeting.started]).toEqual(['张三', undefined, true]);
  });

  it("gives a subclass marked injectFromBase its base's services", () => {
    const container = new WorkbenchContainer();
    const LoudId = createServiceId<LoudGreeting>('test.Loud');
    const bind = container.binderFor('a');
    bind.value(NameId, '张三');
    bind.value(TitleId, '经理');
    bind.service(LoudId, LoudGreeting);
    expect([container.get(LoudId).name, container.get(LoudId).title]).toEqual(['张三', '经理']);
  });
});
