import type { FormInstance } from 'antd';
import type { Notifier } from '../../../contracts/workbench/Http.ts';
import { zhCN } from '../zhCN.ts';
import { IframePrinter, PrintError } from './IframePrinter.ts';

/**
 * What every business form (the contract, the reimbursement, a designed form) does the same way
 * for the drawer's buttons: checking its fields before 提交/同意, and 打印.
 */
export const BusinessFormActions = {
  /**
   * Checks the fields; on failure says `invalid` and scrolls to the first refused field, so the
   * drawer only has to stop. `recursive` checks a list's rows too (a designed form's 明细).
   */
  async validate(form: FormInstance, notifier: Notifier, invalid: string, options?: { recursive: boolean }): Promise<boolean> {
    try {
      await (options ? form.validateFields(options) : form.validateFields());
      return true;
    } catch (failure) {
      notifier.error(invalid);
      const first = (failure as { errorFields?: Array<{ name: (string | number)[] }> }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { block: 'center', focus: true });
      return false;
    }
  },

  /** Prints `view` (the form's print view, in the page) through a hidden frame; a print that cannot start is said, not thrown. */
  print(view: HTMLElement | null, notifier: Notifier): void {
    try {
      new IframePrinter().print(view);
    } catch (failure) {
      notifier.error(failure instanceof PrintError ? failure.message : zhCN.print.noIframe);
    }
  },
};
