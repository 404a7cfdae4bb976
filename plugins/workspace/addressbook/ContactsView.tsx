import { useCallback, useState } from 'react';
import { Card, Col, Row } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import type { Member } from './AddressBookApi.ts';
import { DeptTreePanel } from './DeptTreePanel.tsx';
import { MemberTable } from './MemberTable.tsx';

const texts = zhCN.addressBook;

/** The members of a department (sub-departments included) of the current company; the company's root by default. */
export function ContactsView({ onOpen }: { onOpen: (member: Member) => void }) {
  const api = useService(ApiClientId);
  const [deptId, setDeptId] = useState<number>();
  const load = useCallback(
    async (current: number, size: number, keyword: string) =>
      (await api.get('/admin/addressBook/user/fullList', { query: { current, size, ...(keyword ? { keyword } : {}), ...(deptId ? { deptId } : {}) } })).data,
    [api, deptId],
  );
  return (
    <Row gutter={16}>
      <Col span={7}>
        <Card size="small">
          <DeptTreePanel selected={deptId} onSelect={setDeptId} />
        </Card>
      </Col>
      <Col span={17}>
        <Card size="small" title={texts.members}>
          <MemberTable key={deptId ?? 'company'} load={load} onOpen={onOpen} />
        </Card>
      </Col>
    </Row>
  );
}
