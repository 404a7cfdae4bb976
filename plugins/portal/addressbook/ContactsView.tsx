import { useCallback, useState } from 'react';
import { Card, Col, Row } from 'antd';
import { HttpClientId } from '../../../contracts/workbench/Http.ts';
import { useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import { AddressBookApi, type Member, type MemberPage } from './AddressBookApi.ts';
import { DeptTreePanel } from './DeptTreePanel.tsx';
import { MemberTable } from './MemberTable.tsx';

const texts = zhCN.addressBook;

/** The members of a department (sub-departments included) of the current company; the company's root by default. */
export function ContactsView({ onOpen }: { onOpen: (member: Member) => void }) {
  const http = useService(HttpClientId);
  const [deptId, setDeptId] = useState<number>();
  const load = useCallback(
    async (current: number, size: number, keyword: string) =>
      (await http.get<MemberPage>(AddressBookApi.members, { params: { current, size, ...(keyword ? { keyword } : {}), ...(deptId ? { deptId } : {}) } })).data,
    [http, deptId],
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
