import { cloneElement, useId, type CSSProperties, type ReactElement } from 'react';
import { theme } from 'antd';

interface FieldInputProps {
  id?: string;
  status?: 'error';
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  'aria-describedby'?: string;
}

/**
 * One input of a login page with its message under it, laid out as antd's Form.Item lays out a
 * field without a label (the same gap below, the message in the error colour in that gap).
 * The input is marked required and, while it has a message, invalid and described by it.
 */
export function LoginField({ problem, required, children, style }: { problem?: string; required?: boolean; children: ReactElement<FieldInputProps>; style?: CSSProperties }) {
  const { token } = theme.useToken();
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div style={{ position: 'relative', paddingBottom: token.marginLG, ...style }}>
      {cloneElement(children, {
        status: problem ? 'error' : undefined,
        'aria-required': required || undefined,
        'aria-invalid': problem ? true : undefined,
        'aria-describedby': problem ? messageId : undefined,
      })}
      {problem ? (
        <div id={messageId} role="alert" style={{ position: 'absolute', left: 0, bottom: 0, color: token.colorError, fontSize: token.fontSize, lineHeight: `${token.marginLG}px` }}>
          {problem}
        </div>
      ) : null}
    </div>
  );
}
