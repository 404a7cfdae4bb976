import { describe, expect, it } from 'vitest';
import { CONTRACT_ATTACHMENT_RULES, DEFAULT_MAX_FILES, PLATFORM_LIMIT_KB, refusalOf } from './UploadRules.ts';

const rules = { accept: ['pdf', 'docx'], limitKB: 1024, maxCount: DEFAULT_MAX_FILES };

describe('upload rules', () => {
  it('accept a file of a listed type within the size and count', () => {
    expect(refusalOf({ name: '合同.PDF', size: 1024 * 1024 }, 9, rules)).toBeUndefined();
  });

  it('refuse a type not in the list, compared in lower case: 上传文件只支持{accept}格式!', () => {
    expect(refusalOf({ name: '合同.exe', size: 10 }, 0, rules)).toBe('上传文件只支持pdf/docx格式!');
    expect(refusalOf({ name: '没有扩展名', size: 10 }, 0, rules)).toBe('上传文件只支持pdf/docx格式!');
  });

  it('refuse a file above the limit in KB: 文件大小限制为{limit}KB', () => {
    expect(refusalOf({ name: 'a.pdf', size: 1024 * 1024 + 1 }, 0, rules)).toBe('文件大小限制为1024KB');
  });

  it('refuse a file beyond the count, 10 by default: 最多只能上传{limit}个文件!', () => {
    expect(refusalOf({ name: 'a.pdf', size: 1 }, 10, rules)).toBe('最多只能上传10个文件!');
  });

  it('let the contract hold one attachment of up to 200M', () => {
    expect(CONTRACT_ATTACHMENT_RULES.maxCount).toBe(1);
    expect(PLATFORM_LIMIT_KB).toBe(204800);
    expect(refusalOf({ name: 'b.pdf', size: 1 }, 1, CONTRACT_ATTACHMENT_RULES)).toBe('最多只能上传1个文件!');
  });
});
