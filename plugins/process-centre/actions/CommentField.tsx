import { Form, Input, type FormRule } from 'antd';
import { zhCN } from '../zhCN.ts';

/** Part 2 §9: every dialog's comment holds at most 100 characters. */
export const COMMENT_MAX_LENGTH = 100;

/** The comment of an action dialog; `requiredMessage` makes it required (the delegate dialog). */
export function CommentField({
  label = zhCN.dialogs.comment,
  requiredMessage,
  placeholder = zhCN.dialogs.commentPlaceholder,
}: {
  label?: string;
  requiredMessage?: string;
  placeholder?: string;
}) {
  const rules: FormRule[] = [{ max: COMMENT_MAX_LENGTH, message: zhCN.dialogs.commentTooLong }];
  if (requiredMessage) rules.unshift({ required: true, whitespace: true, message: requiredMessage });
  return (
    <Form.Item name="comment" label={label} rules={rules}>
      <Input.TextArea rows={4} maxLength={COMMENT_MAX_LENGTH} showCount placeholder={placeholder} />
    </Form.Item>
  );
}
