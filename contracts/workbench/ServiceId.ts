/**
 * A typed service identifier (Backstage's ApiRef idea): a symbol that carries the type of
 * the service it names, so `get(SomeId)` is typed without casts at call sites.
 */
export type ServiceId<T> = symbol & { readonly __service?: (value: T) => T };

export function createServiceId<T>(description: string): ServiceId<T> {
  return Symbol.for(`ronghe:${description}`) as ServiceId<T>;
}

/** A multi-bound contribution point: every plugin may add values; consumers get them all. */
export type ContributionPoint<T> = ServiceId<T> & { readonly __contribution?: true };

export function createContributionPoint<T>(description: string): ContributionPoint<T> {
  return Symbol.for(`ronghe:contribution:${description}`) as ContributionPoint<T>;
}
