/** A `--step` that cannot be applied (no such task, handler or reject target): the run stops and says why. */
export class StepRefusal extends Error {
  override readonly name = 'StepRefusal';
}
