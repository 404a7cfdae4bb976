import { useState } from 'react';
import { Tabs, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useSessionSnapshot } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import { CONTACTS_ROUTE, TAG_MEMBERS_ROUTE, type Member } from './AddressBookApi.ts';
import { ContactsView } from './ContactsView.tsx';
import { MemberCard } from './MemberCard.tsx';
import { TagsView } from './TagsView.tsx';
import { TagView } from './TagView.tsx';

export type AddressBookView = 'contacts' | 'tags' | 'tag';

const texts = zhCN.addressBook;

/**
 * 通讯录 (issue 11): the current company's people by department (/addressbook/list) or by tag
 * (/addressbook/tagMember), and one tag read only (/addressbook/tag), each opening the member's
 * card. A company switch starts it afresh.
 */
export function AddressBookPage({ view }: { view: AddressBookView }) {
  const navigate = useNavigate();
  const { companyId } = useSessionSnapshot();
  const [member, setMember] = useState<Member | null>(null);

  return (
    <div key={companyId ?? 'none'} style={{ padding: 16 }}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {texts.title}
      </Typography.Title>
      <Tabs
        activeKey={view === 'contacts' ? 'contacts' : 'tags'}
        onChange={(key) => navigate(key === 'tags' ? TAG_MEMBERS_ROUTE : CONTACTS_ROUTE)}
        items={[
          { key: 'contacts', label: texts.contactsTab },
          { key: 'tags', label: texts.tagsTab },
        ]}
      />
      {view === 'contacts' && <ContactsView onOpen={setMember} />}
      {view === 'tags' && <TagsView onOpen={setMember} />}
      {view === 'tag' && <TagView onOpen={setMember} />}
      <MemberCard member={member} onClose={() => setMember(null)} />
    </div>
  );
}
