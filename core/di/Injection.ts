import type { ServiceResolver } from '../../contracts/workbench/Plugin.ts';

/*
 * The decorators a class bound with `bind.service` uses to name what its constructor needs
 * (experimentalDecorators, no emitted metadata): @injectable() on the class, @inject(id) on each
 * constructor parameter, @optional() on one that may be missing, @postConstruct() on a method to
 * run once the instance exists, @injectFromBase() on a subclass that takes its base's parameters.
 */

interface Parameter {
  id?: symbol;
  optional?: boolean;
}

interface Injection {
  parameters: Parameter[];
  postConstruct: string[];
}

// Kept beside the classes, not on them: nothing else reads or writes it.
const injections = new WeakMap<object, Injection>();

function injectionOf(type: object): Injection {
  let injection = injections.get(type);
  if (!injection) {
    injection = { parameters: [], postConstruct: [] };
    injections.set(type, injection);
  }
  return injection;
}

function parameterDecorator(describe: (parameter: Parameter) => void): ParameterDecorator {
  return (target, propertyKey, index) => {
    if (propertyKey !== undefined) throw new Error(`只支持构造函数参数注入：${String(propertyKey)}`);
    const parameters = injectionOf(target).parameters;
    describe((parameters[index] ??= {}));
  };
}

/** Marks a class the container may construct. */
export function injectable(): ClassDecorator {
  return () => undefined;
}

/** The service a constructor parameter receives. */
export function inject(id: symbol): ParameterDecorator {
  return parameterDecorator((parameter) => void (parameter.id = id));
}

/** The parameter receives undefined when its service is not bound. */
export function optional(): ParameterDecorator {
  return parameterDecorator((parameter) => void (parameter.optional = true));
}

/** A method to call once the instance is constructed. */
export function postConstruct(): MethodDecorator {
  return (target, propertyKey) => void injectionOf(target.constructor).postConstruct.push(String(propertyKey));
}

/** The subclass's constructor takes the same services as its base's. */
export function injectFromBase(): ClassDecorator {
  return (target) => {
    const base = injections.get(Object.getPrototypeOf(target) as object);
    if (base) injectionOf(target).parameters = [...base.parameters];
  };
}

/** Builds an instance of a decorated class with its services from the resolver. */
export function construct<T>(type: new (...args: never[]) => T, services: ServiceResolver): T {
  const injection = injections.get(type) ?? { parameters: [], postConstruct: [] };
  const args = Array.from({ length: Math.max(type.length, injection.parameters.length) }, (_, index) => {
    const parameter = injection.parameters[index];
    if (!parameter?.id) throw new Error(`${type.name} 的第 ${index + 1} 个构造参数没有 @inject`);
    return parameter.optional ? services.getOptional(parameter.id) : services.get(parameter.id);
  });
  const instance = new type(...(args as never[]));
  for (const method of injection.postConstruct) (instance as Record<string, () => void>)[method]();
  return instance;
}
