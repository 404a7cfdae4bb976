import { CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { theme } from 'antd';

/**
 * Why a login failed (error) or why the user was sent to log in (warning), as antd's Alert with
 * its icon shows them, drawn from its tokens: Alert is some 3 KB of the login page's first load
 * for one line of text.
 */
export function LoginAlert({ type, title }: { type: 'error' | 'warning'; title: string }) {
  const { token } = theme.useToken();
  const error = type === 'error';
  return (
    <div
      role="alert"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: token.marginXS,
        marginBottom: 16,
        padding: `${token.paddingXS}px ${token.paddingContentHorizontalLG}px`,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        background: error ? token.colorErrorBg : token.colorWarningBg,
        border: `${token.lineWidth}px solid ${error ? token.colorErrorBorder : token.colorWarningBorder}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      {error ? <CloseCircleFilled style={{ color: token.colorError }} /> : <ExclamationCircleFilled style={{ color: token.colorWarning }} />}
      <span>{title}</span>
    </div>
  );
}
