import { lazy, type ComponentType, type LazyExoticComponent, type Ref } from 'react';
import { Result } from 'antd';
import {
  BusinessFormContributions,
  type BusinessFormContribution,
  type BusinessFormHandle,
  type BusinessFormMode,
  type BusinessFormProcess,
  type BusinessFormProps,
} from '../../../contracts/workbench/ProcessCentre.ts';
import { PluginBoundary, useContributions } from '../../../core/react/index.ts';
import type { FormRef } from '../ProcessCentreApi.ts';
import { zhCN } from '../zhCN.ts';

// One lazy component per contribution, kept outside React so a re-render does not import again.
const forms = new WeakMap<BusinessFormContribution, LazyExoticComponent<ComponentType<BusinessFormProps>>>();

function formComponentOf(contribution: BusinessFormContribution) {
  let Form = forms.get(contribution);
  if (!Form) {
    Form = lazy(contribution.load);
    forms.set(contribution, Form);
  }
  return Form;
}

interface BusinessFormSlotProps {
  /** The first entry of the node's form list (part 2 §2), if there is one. */
  form: FormRef | undefined;
  mode: BusinessFormMode;
  process: BusinessFormProcess;
  handle: Ref<BusinessFormHandle>;
}

/** The business form contributed under the formRouter of a node's first form, if a plugin contributes one. */
export function useBusinessFormContribution(form: FormRef | undefined): BusinessFormContribution | undefined {
  const contributions = useContributions(BusinessFormContributions);
  return form && contributions.find((candidate) => candidate.formRouter === form.formRouter);
}

/** The 表单信息 tab: the business form contributed under the node's formRouter, or 对应表单不存在. */
export function BusinessFormSlot({ form, mode, process, handle }: BusinessFormSlotProps) {
  const contribution = useBusinessFormContribution(form);
  if (!form || !contribution) return <Result status="warning" title={zhCN.drawer.formMissing} />;
  const Form = formComponentOf(contribution);
  return (
    <PluginBoundary plugin={contribution.plugin} onRetry={() => forms.delete(contribution)}>
      <Form mode={mode} process={process} form={form} ref={handle} />
    </PluginBoundary>
  );
}
