import { useState } from 'react';
import { Input } from 'antd';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { useService } from '../../react/useService.ts';
import { isExpression } from './MemberSelection.ts';
import { zhCN } from '../zhCN.ts';

export interface ExpressionTabProps {
  value: string | undefined;
  onChange: (variable: string | undefined) => void;
}

/** The 表达式 tab: an expression is taken when the field is left, if it reads `${…}`; otherwise a warning and it is cleared (spec part 3 §5). */
export function ExpressionTab({ value, onChange }: ExpressionTabProps) {
  const notifier = useService(NotifierId);
  const [typed, setTyped] = useState(value ?? '');
  // The expression removed on the right side empties the field too.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setTyped(value ?? '');
  }

  const take = () => {
    const text = typed.trim();
    if (text === '') return onChange(undefined);
    if (isExpression(text)) return onChange(text);
    notifier.warning(zhCN.memberPicker.expressionInvalid);
    setTyped('');
    onChange(undefined);
  };

  return (
    <Input
      aria-label={zhCN.memberPicker.tabs.expression}
      placeholder={zhCN.memberPicker.expressionPlaceholder}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      onBlur={take}
      onPressEnter={take}
    />
  );
}
