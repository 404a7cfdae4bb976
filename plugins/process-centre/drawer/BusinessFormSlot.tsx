import { lazy, memo, type ComponentType, type LazyExoticComponent, type Ref } from 'react';
import { Result } from 'antd';
import type { BusinessFormContribution, BusinessFormHandle, BusinessFormMode, BusinessFormProcess, BusinessFormProps } from '../../../contracts/workbench/ProcessCentre.ts';
import { PluginBoundary } from '../../../core/react/index.ts';
import type { FormRef } from '../ProcessCentreApi.ts';
import { zhCN } from '../zhCN.ts';
import type { LoadedForm } from './DrawerLoader.ts';

// A form whose code failed to arrive with the drawer's load is tried again as a lazy component,
// kept outside React so a re-render does not import again; its boundary names the plugin.
const retried = new WeakMap<BusinessFormContribution, LazyExoticComponent<ComponentType<BusinessFormProps>>>();

function retriedComponentOf(contribution: BusinessFormContribution) {
  let Form = retried.get(contribution);
  if (!Form) {
    Form = lazy(contribution.load);
    retried.set(contribution, Form);
  }
  return Form;
}

interface BusinessFormSlotProps {
  /** The first entry of the node's form list (part 2 §2), if there is one. */
  form: FormRef | undefined;
  /** The contributed form for it with its record (DrawerLoader), null when no plugin contributes one. */
  loaded: LoadedForm | null;
  mode: BusinessFormMode;
  process: BusinessFormProcess;
  handle: Ref<BusinessFormHandle>;
}

/**
 * The 表单信息 tab: the business form contributed under the node's formRouter, or 对应表单不存在.
 * Memoised: the drawer renders again when the form gives its handle or a tab changes, and the
 * form (its props unchanged) need not be drawn again for that.
 */
export const BusinessFormSlot = memo(function BusinessFormSlot({ form, loaded, mode, process, handle }: BusinessFormSlotProps) {
  if (!form || !loaded) return <Result status="warning" title={zhCN.drawer.formMissing} />;
  const { contribution, record } = loaded;
  const Form = loaded.component ?? retriedComponentOf(contribution);
  return (
    <PluginBoundary plugin={contribution.plugin} onRetry={() => retried.delete(contribution)}>
      <Form mode={mode} process={process} form={form} record={record} ref={handle} />
    </PluginBoundary>
  );
});
