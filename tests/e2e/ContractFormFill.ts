import type { Locator, Page } from '@playwright/test';
import { choose } from './AntdSelect.ts';

/** What a journey types into the 合同审批 form; the 甲方 fields are left empty when not given. */
export interface ContractFields {
  name: string;
  /** An option of 合同类型 (技术, 其他 …). */
  type: string;
  /** `YYYY-MM-DD HH:mm:ss`, as the pickers take it typed. */
  start: string;
  end: string;
  money: string;
  firstParty?: string;
  contact?: string;
  phone?: string;
  requirement: string;
  duty: string;
}

/** Fills the 合同审批 form in `drawer` (the start drawer, or a resubmission) as a person would, field by field. */
export async function fillContract(page: Page, drawer: Locator, contract: ContractFields): Promise<void> {
  await drawer.getByLabel('合同名称').fill(contract.name);
  await choose(page, drawer, '合同类型', contract.type);
  await drawer.getByPlaceholder('开始时间').click();
  await drawer.getByPlaceholder('开始时间').fill(contract.start);
  await drawer.getByPlaceholder('开始时间').press('Enter');
  await drawer.getByPlaceholder('结束时间').fill(contract.end);
  await drawer.getByPlaceholder('结束时间').press('Enter');
  await drawer.getByLabel('合同金额').fill(contract.money);
  if (contract.firstParty !== undefined) await drawer.getByLabel('甲方名称').fill(contract.firstParty);
  if (contract.contact !== undefined) await drawer.getByLabel('甲方联系人').fill(contract.contact);
  if (contract.phone !== undefined) await drawer.getByLabel('甲方联系电话').fill(contract.phone);
  await drawer.getByLabel('技术服务要求').fill(contract.requirement);
  await drawer.getByLabel('违约责任').fill(contract.duty);
}
