import { useImperativeHandle } from 'react';
import { definePlugin } from '../../../contracts/workbench/Plugin.ts';
import { BusinessFormContributions, type BusinessFormHandle, type BusinessFormProps } from '../../../contracts/workbench/ProcessCentre.ts';
import { fakeBusinessForm, type FakeBusinessForm } from './FakeBusinessForm.ts';

/**
 * A business form for drawer tests, contributed under formRouter 'ProbeForm' by a plugin of its
 * own: it shows what the drawer handed it and answers through a fake handle the test can inspect.
 */
export function probeFormPlugin(handle: FakeBusinessForm = fakeBusinessForm()) {
  function ProbeForm({ mode, process, form, ref }: BusinessFormProps) {
    useImperativeHandle(ref, (): BusinessFormHandle => handle, []);
    return (
      <p>
        探针表单 {mode} {process.procInstId ?? '-'} {process.businessKey ?? '-'} {form.formKey}
      </p>
    );
  }
  return definePlugin(() => ({
    id: 'probe-form',
    module(bind) {
      bind.contribute(BusinessFormContributions, { formRouter: 'ProbeForm', plugin: 'probe-form', load: async () => ({ default: ProbeForm }) });
    },
  }))();
}
