import type { FormRule } from 'antd';
import { FormValueCheck } from '../../../contracts/forms/index.ts';
import type { FormField } from '../ProcessCentreApi.ts';
import { zhCN } from '../zhCN.ts';
import type { ControlContext } from './DesignedControls.tsx';

// The form layer's check (contracts/forms): the server runs the same code on every start and
// completion, so the browser says as the user types exactly what a refusal would say.
const check = new FormValueCheck();

/** The first message the check has for this value under this key, if any. */
function messageOf(field: FormField, value: unknown, required: boolean, context: ControlContext, key: string = field.key): string | undefined {
  return check.checkField(field, value, { required, dictionaries: context.dictionaries }).errors.find((error) => error.key === key)?.message;
}

/** The rules of an editable field: required per the node, then the field's own bounds, with the designer's messages. */
export function fieldRulesOf(field: FormField, required: boolean, context: ControlContext): FormRule[] {
  return [
    {
      // The asterisk is the Form.Item's `required`; the rule itself is the check's.
      validator: async (_, value: unknown) => {
        const message = messageOf(field, value, required, context);
        if (message) throw new Error(message);
      },
    },
  ];
}

/** The rules of a 明细 cell: its column's, required as the column says. */
export function cellRulesOf(column: FormField, context: ControlContext): FormRule[] {
  return fieldRulesOf(column, column.required === true, context);
}

/** What a Form.List takes: validator rules only. */
type ListRule = { validator: (rule: unknown, value: unknown) => Promise<void> };

/**
 * The rule of a 明细's rows as a whole: how many, and the cells of the rows not on show (those
 * on show say their own), named by row: 第12行单价：请填写单价.
 */
export function rowCountRules(table: FormField, required: boolean, context: ControlContext, page: () => number, rowsPerPage: number): ListRule[] {
  return [
    {
      validator: async (_: unknown, rows: unknown) => {
        const errors = check.checkField(table, rows, { required, dictionaries: context.dictionaries }).errors;
        const own = errors.find((error) => error.key === table.key);
        if (own) throw new Error(own.message);
        const first = (page() - 1) * rowsPerPage;
        for (const error of errors) {
          const cell = /^[^[]+\[(\d+)\]\.(.+)$/.exec(error.key);
          if (!cell) continue;
          const row = Number(cell[1]);
          if (row >= first && row < first + rowsPerPage) continue;
          const column = table.columns?.find((candidate) => candidate.key === cell[2]);
          throw new Error(zhCN.designed.cellError(row + 1, column?.label ?? cell[2], error.message));
        }
      },
    },
  ];
}
