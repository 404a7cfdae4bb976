import { FORM_LIMITS } from '../../../contracts/forms/index.ts';

/**
 * The designed forms' limits (README: Limits), beside those form.yaml states for one definition
 * (100 fields, 20 columns, 200 options, 200 rows) that FormDefinitionCheck and FormValueCheck enforce.
 */
export const FormLimits = Object.freeze({
  /** Designed forms a company may have. */
  formsPerCompany: 500,
  /**
   * Versions kept per form: saving beyond it deletes the oldest versions no deployed definition
   * pins (a pinned version, and so every instance's, is kept for good).
   */
  keptVersions: 50,
  /** A definition's JSON, as stored (contracts/forms' limit, which the designer shows too). */
  definitionBytes: FORM_LIMITS.definitionBytes,
  /** One instance's values JSON, as stored (FormValueCheck refuses larger ones). */
  valuesBytes: FORM_LIMITS.valuesBytes,
  /** A form key: a letter or underscore, then letters, digits, underscores or hyphens. */
  keyPattern: /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/,
  nameLength: 50,
  /** The title the lists show is cut to this many characters. */
  titleLength: 200,
});

/** Bytes of a string as UTF-8. */
export function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}
