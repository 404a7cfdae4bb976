import type { Ref } from 'react';
import type { DesignedFieldRule } from '../../../contracts/workbench/DesignedForms.ts';
import type { FormDefinition, FormField, FormOption, FormValues } from '../ProcessCentreApi.ts';
import { zhCN } from '../zhCN.ts';
import { columnSum } from './DesignedComputed.ts';
import { numberText, valueText } from './DesignedValueText.ts';

const texts = zhCN.designed;

// The contract's print layout (ContractPrintView): inline styles, because the print frame has none of the page's.
const cell = { border: '1px solid #333', padding: '8px 12px', textAlign: 'left' as const, verticalAlign: 'top' as const };
const label = { ...cell, width: '22%', background: '#fafafa', fontWeight: 600 };
const inner = { border: '1px solid #333', padding: '4px 8px', textAlign: 'left' as const };

/** A 明细 on paper: its rows under the column labels, and the 合计 row when it has sums. */
function PrintedTable({ table, rows, dictionaries }: { table: FormField; rows: FormValues[]; dictionaries: Readonly<Record<string, readonly FormOption[]>> }) {
  const columns = table.columns ?? [];
  const sums = new Set(table.sumColumns ?? []);
  if (rows.length === 0) return <>{texts.empty}</>;
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          <th style={{ ...inner, width: 48 }}>{texts.index}</th>
          {columns.map((column) => (
            <th key={column.key} style={inner}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            <td style={inner}>{index + 1}</td>
            {columns.map((column) => (
              <td key={column.key} style={inner}>
                {valueText(column, row[column.key], dictionaries)}
              </td>
            ))}
          </tr>
        ))}
        {sums.size > 0 && (
          <tr>
            <td style={{ ...inner, fontWeight: 600 }}>{texts.sum}</td>
            {columns.map((column) => (
              <td key={column.key} style={{ ...inner, fontWeight: 600 }}>
                {sums.has(column.key) ? numberText(column, columnSum(column, rows)) : ''}
              </td>
            ))}
          </tr>
        )}
      </tbody>
    </table>
  );
}

interface DesignedPrintViewProps {
  title: string;
  definition: FormDefinition;
  values: FormValues;
  rules: Readonly<Record<string, DesignedFieldRule>>;
  dictionaries: Readonly<Record<string, readonly FormOption[]>>;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A designed form on paper, laid out as the contract's: the title, then one row per field, its
 * label beside its value (暂无 when empty); a section title heads its rows, a description is
 * printed as it reads, and hidden fields are left off as on the page.
 */
export function DesignedPrintView({ title, definition, values, rules, dictionaries, ref }: DesignedPrintViewProps) {
  return (
    <div ref={ref} style={{ fontFamily: 'SimSun, serif', padding: 24 }}>
      <h2 style={{ textAlign: 'center' }}>{title}</h2>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <tbody>
          {definition.fields
            .filter((field) => !rules[field.key]?.hidden)
            .map((field) => {
              if (field.type === 'section') {
                return (
                  <tr key={field.key}>
                    <th colSpan={2} style={{ ...cell, background: '#f0f0f0' }}>
                      {field.label}
                    </th>
                  </tr>
                );
              }
              if (field.type === 'description') {
                return (
                  <tr key={field.key}>
                    <td colSpan={2} style={{ ...cell, whiteSpace: 'pre-wrap' }}>
                      {field.text ?? field.label}
                    </td>
                  </tr>
                );
              }
              const value = values[field.key];
              const text = valueText(field, value, dictionaries);
              return (
                <tr key={field.key}>
                  <th style={label}>{field.label}</th>
                  <td style={{ ...cell, whiteSpace: 'pre-wrap' }}>
                    {field.type === 'table' ? <PrintedTable table={field} rows={Array.isArray(value) ? (value as FormValues[]) : []} dictionaries={dictionaries} /> : text || texts.empty}
                  </td>
                </tr>
              );
            })}
        </tbody>
      </table>
    </div>
  );
}
