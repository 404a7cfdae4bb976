import type { Ref } from 'react';
import type { AgreementForm } from '../ProcessCentreApi.ts';
import { zhCN } from '../zhCN.ts';
import { formatMoney } from './ContractMoney.ts';

const { contract } = zhCN;

const cell = { border: '1px solid #333', padding: '8px 12px', textAlign: 'left' as const, verticalAlign: 'top' as const };
const label = { ...cell, width: '22%', background: '#fafafa', fontWeight: 600 };

/**
 * The contract on paper, styled inline because it is printed from an iframe without the page's
 * styles. Part 2 §2: the print view labels the contact and the first party the other way round
 * from the form — the first party's name stands beside 甲方联系人 and the contact beside 甲方名称.
 */
export function ContractPrintView({ agreement, ref }: { agreement: Partial<AgreementForm>; ref?: Ref<HTMLDivElement> }) {
  const text = (value: string | number | null | undefined) => (value === undefined || value === null || value === '' ? contract.empty : String(value));
  const rows: Array<[string, string]> = [
    [contract.agreementName, text(agreement.agreementName)],
    [contract.agreementType, text(agreement.agreementType && contract.types[agreement.agreementType])],
    [contract.period, agreement.startTime && agreement.endTime ? `${agreement.startTime} ~ ${agreement.endTime}` : contract.empty],
    [contract.agreementMoney, text(formatMoney(agreement.agreementMoney))],
    [contract.firstPartyName, text(agreement.firstPartyAgreement)],
    [contract.firstPartyAgreement, text(agreement.firstPartyName)],
    [contract.firstPartyPhone, text(agreement.firstPartyPhone)],
    [contract.technicalServiceRequire, text(agreement.technicalServiceRequire)],
    [contract.violationDuty, text(agreement.violationDuty)],
    [contract.attachment, text(agreement.originalName || agreement.fileName)],
  ];
  return (
    <div ref={ref} style={{ fontFamily: 'SimSun, serif', padding: 24 }}>
      <h2 style={{ textAlign: 'center' }}>{contract.printTitle}</h2>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name}>
              <th style={label}>{name}</th>
              <td style={{ ...cell, whiteSpace: 'pre-wrap' }}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
