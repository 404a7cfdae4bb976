import { useImperativeHandle, type ReactNode } from 'react';
import { definePlugin } from '../../../contracts/workbench/Plugin.ts';
import { BusinessFormContributions, type BusinessFormContribution, type BusinessFormHandle, type BusinessFormProps } from '../../../contracts/workbench/ProcessCentre.ts';
import { fakeBusinessForm, type FakeBusinessForm } from './FakeBusinessForm.ts';

export interface ProbeFormOptions {
  /** Stands in for the fetch of the form's code, which otherwise arrives at once. */
  load?: (form: ProbeFormComponent) => Promise<{ default: ProbeFormComponent }>;
  loadRecord?: BusinessFormContribution['loadRecord'];
  /** Gets the record each render of the form was given, in order. */
  renders?: unknown[];
}

type ProbeFormComponent = (props: BusinessFormProps) => ReactNode;

/**
 * A business form for drawer tests, contributed under formRouter 'ProbeForm' by a plugin of its
 * own: it shows what the drawer handed it and answers through a fake handle the test can inspect.
 */
export function probeFormPlugin(handle: FakeBusinessForm = fakeBusinessForm(), options: ProbeFormOptions = {}) {
  function ProbeForm({ mode, process, form, record, ref }: BusinessFormProps) {
    options.renders?.push(record);
    useImperativeHandle(ref, (): BusinessFormHandle => handle, []);
    return (
      <p>
        探针表单 {mode} {process.procInstId ?? '-'} {process.businessKey ?? '-'} {form.formKey}
        {record !== undefined && ` 记录 ${JSON.stringify(record)}`}
      </p>
    );
  }
  const load = options.load ?? (async (form: ProbeFormComponent) => ({ default: form }));
  return definePlugin(() => ({
    id: 'probe-form',
    module(bind) {
      bind.contribute(BusinessFormContributions, { formRouter: 'ProbeForm', plugin: 'probe-form', load: () => load(ProbeForm), loadRecord: options.loadRecord });
    },
  }))();
}
