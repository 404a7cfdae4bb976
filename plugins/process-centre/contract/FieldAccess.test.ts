import { describe, expect, it } from 'vitest';
import type { FormFieldSetting } from '../ProcessCentreApi.ts';
import { FieldAccess } from './FieldAccess.ts';

const setting = (key: string, change: Partial<FormFieldSetting>): FormFieldSetting => ({
  key,
  hidden: 'default',
  readonly: 'default',
  operable: 'default',
  required: 'default',
  ...change,
});

describe('FieldAccess', () => {
  it("by default lets the starter edit every field and the handler none, with the form's own required flags", () => {
    expect(new FieldAccess('start').of(['agreementName'], true)).toEqual({ hidden: false, editable: true, required: true });
    expect(new FieldAccess('start').of(['firstPartyName'], false)).toEqual({ hidden: false, editable: true, required: false });
    expect(new FieldAccess('handle').of(['agreementName'], true)).toEqual({ hidden: false, editable: false, required: false });
  });

  it('hides a field set hidden', () => {
    expect(new FieldAccess('start', [setting('firstPartyPhone', { hidden: 'true' })]).of(['firstPartyPhone'], false).hidden).toBe(true);
  });

  it('opens a field to the handler when it is interactive or in use', () => {
    expect(new FieldAccess('handle', [setting('agreementMoney', { readonly: 'false' })]).of(['agreementMoney'], true)).toEqual({
      hidden: false,
      editable: true,
      required: true,
    });
    expect(new FieldAccess('handle', [setting('violationDuty', { operable: 'true' })]).of(['violationDuty'], true).editable).toBe(true);
  });

  it('locks a field set read-only or not in use, even while starting', () => {
    expect(new FieldAccess('start', [setting('agreementName', { readonly: 'true' })]).of(['agreementName'], true).editable).toBe(false);
    expect(new FieldAccess('start', [setting('agreementName', { operable: 'false', readonly: 'false' })]).of(['agreementName'], true).editable).toBe(false);
  });

  it('follows the required setting over the form default', () => {
    expect(new FieldAccess('start', [setting('firstPartyName', { required: 'true' })]).of(['firstPartyName'], false).required).toBe(true);
    expect(new FieldAccess('start', [setting('agreementName', { required: 'false' })]).of(['agreementName'], true).required).toBe(false);
  });

  it('reads a control over two settings (the contract period) from either', () => {
    const access = new FieldAccess('start', [setting('endTime', { hidden: 'true' })]);
    expect(access.of(['startTime', 'endTime'], true).hidden).toBe(true);
  });

  it('keeps a task the caller no longer holds read-only whatever the settings say', () => {
    expect(new FieldAccess('view', [setting('agreementMoney', { readonly: 'false', operable: 'true' })]).of(['agreementMoney'], true).editable).toBe(false);
  });
});
