import { useCallback, type ComponentType } from 'react';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { BusinessFormContributions, type BusinessFormProps } from '../../../contracts/workbench/ProcessCentre.ts';
import { useAsyncData, useContributions, useService } from '../../../core/react/index.ts';

export interface RecordedFormProps extends Omit<BusinessFormProps, 'record'> {
  /** The business form under test. */
  component: ComponentType<BusinessFormProps>;
}

/**
 * A business form as the drawer draws it: its record loaded first by the loadRecord of the
 * contribution its formRouter names (on the test's fake server), then the form drawn once with
 * it; a failed load gives it no record, as the drawer does.
 */
export function RecordedForm({ component: Form, ...props }: RecordedFormProps) {
  const api = useService(ApiClientId);
  const contribution = useContributions(BusinessFormContributions).find((candidate) => candidate.formRouter === props.form.formRouter);
  const { process } = props;
  const load = useCallback(async () => ({ record: await contribution?.loadRecord?.(api, process).catch(() => undefined) }), [api, contribution, process]);
  const { data } = useAsyncData(load);
  return data ? <Form {...props} record={data.record} /> : null;
}
