import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCNLocale from 'antd/locale/zh_CN';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { HttpClientId, NotifierId } from '../../../contracts/workbench/Http.ts';
import { MemberDirectoryId } from '../../../contracts/workbench/MemberDirectory.ts';
import type { ServiceResolver } from '../../../contracts/workbench/Plugin.ts';
import type { ServiceId } from '../../../contracts/workbench/ServiceId.ts';
import { SessionStoreId } from '../../../contracts/workbench/Session.ts';
import { ContractApiClient } from '../../http/ContractApiClient.ts';
import { HttpMemberDirectory } from '../../http/HttpMemberDirectory.ts';
import { WorkbenchProvider } from '../../react/WorkbenchProvider.tsx';
import { FakeHttpClient, MemorySessionStore, RecordingNotifier } from '../../react/testing/index.ts';
import { UnstyledAntd } from '../../react/testing/UnstyledAntd.tsx';

export interface WidgetFixture {
  http: FakeHttpClient;
  notifier: RecordingNotifier;
  session: MemorySessionStore;
  view: RenderResult;
}

export interface RenderWidgetOptions {
  http?: FakeHttpClient;
  session?: MemorySessionStore;
}

/** User 7 of company 1, signed in. */
export function signedInUser(): MemorySessionStore {
  return MemorySessionStore.signedIn({
    sysUser: { userId: 7, username: 'zhangsan', chineseName: '张三', status: '0' },
    companyId: 1,
    roles: [],
    ifTeamAdmin: false,
    permissions: [],
  });
}

/**
 * Renders a shared widget the way a page of the portal shows it: inside the portal's antd
 * settings (Chinese, no space in two-character buttons) with the services the widgets use.
 */
export function renderWidget(ui: ReactElement, options: RenderWidgetOptions = {}): WidgetFixture {
  const notifier = new RecordingNotifier();
  const http = (options.http ?? new FakeHttpClient()).showErrorsThrough(() => notifier);
  const session = options.session ?? signedInUser();
  const services = new Map<symbol, unknown>([
    [HttpClientId, http],
    [ApiClientId, new ContractApiClient(http)],
    [NotifierId, notifier],
    [SessionStoreId, session],
    [MemberDirectoryId, new HttpMemberDirectory(new ContractApiClient(http))],
  ]);
  const resolver: ServiceResolver = {
    get<T>(id: ServiceId<T>): T {
      if (!services.has(id)) throw new Error(`测试未提供服务 ${String(id)}`);
      return services.get(id) as T;
    },
    getOptional: <T,>(id: ServiceId<T>) => services.get(id) as T | undefined,
    getAll: () => [],
  };
  const view = render(
    <WorkbenchProvider host={resolver}>
      <UnstyledAntd>
        <ConfigProvider locale={zhCNLocale} button={{ autoInsertSpace: false }}>
          <App>{ui}</App>
        </ConfigProvider>
      </UnstyledAntd>
    </WorkbenchProvider>,
  );
  return { http, notifier, session, view };
}
