import type { ProcessModel } from './ProcessModel.ts';

/**
 * Compiled models by definition id. Definitions never change once deployed, so an entry is
 * valid forever; the bound only keeps a long-running server with many versions in check.
 */
export class ProcessModelCache {
  private readonly models = new Map<string, ProcessModel>();

  constructor(private readonly capacity: number = 200) {}

  get(definitionId: string): ProcessModel | undefined {
    const model = this.models.get(definitionId);
    if (model) {
      // most recently used last, so eviction drops the oldest use
      this.models.delete(definitionId);
      this.models.set(definitionId, model);
    }
    return model;
  }

  set(definitionId: string, model: ProcessModel): void {
    this.models.delete(definitionId);
    this.models.set(definitionId, model);
    while (this.models.size > this.capacity) this.models.delete(this.models.keys().next().value!);
  }
}
