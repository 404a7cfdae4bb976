import { vi, type Mock } from 'vitest';
import type { BusinessFormHandle } from '../../../contracts/workbench/ProcessCentre.ts';

/** A business form handle whose every method is a spy. */
export type FakeBusinessForm = { [K in keyof BusinessFormHandle]: Mock<BusinessFormHandle[K]> };

/** A business form that passes its checks and answers 0 unless a test says otherwise; records calls. */
export function fakeBusinessForm(change: Partial<FakeBusinessForm> = {}): FakeBusinessForm {
  return {
    validate: vi.fn(async () => true),
    start: vi.fn(async () => ({ code: 0, msg: null, data: { procInstId: 'inst-9', businessKey: 'agreement-9', agreementId: 9 } })),
    complete: vi.fn(async () => ({ code: 0, msg: null, data: true })),
    print: vi.fn(),
    ...change,
  };
}
