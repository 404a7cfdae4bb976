import { useState } from 'react';
import { Button, Descriptions, Drawer, Flex, Typography } from 'antd';
import { CalendarOutlined, MessageOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { zhCN } from '../zhCN.ts';
import { scheduleInviteRoute, type Member } from './AddressBookApi.ts';
import { MemberAvatar } from './MemberAvatar.tsx';
import { SendMessageDialog } from './SendMessageDialog.tsx';

const texts = zhCN.addressBook.card;

/** A member's card: who they are and how to reach them, with 发消息 and 发起日程. */
export function MemberCard({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const navigate = useNavigate();
  const [messaging, setMessaging] = useState<Member | null>(null);

  return (
    <>
      <Drawer open={member !== null} title={texts.title} onClose={onClose} size={380} destroyOnHidden>
        {member && (
          <Flex vertical gap={24}>
            <Flex align="center" gap={16}>
              <MemberAvatar member={member} size={64} />
              <Typography.Title level={4} style={{ margin: 0 }}>
                {member.chineseName || member.username}
              </Typography.Title>
            </Flex>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={texts.account}>{member.username}</Descriptions.Item>
              <Descriptions.Item label={texts.dept}>{member.deptName ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={texts.phone}>{member.phone ?? '—'}</Descriptions.Item>
              {member.email && <Descriptions.Item label={texts.email}>{member.email}</Descriptions.Item>}
            </Descriptions>
            <Flex gap={12}>
              <Button type="primary" icon={<MessageOutlined />} onClick={() => setMessaging(member)}>
                {texts.sendMessage}
              </Button>
              <Button icon={<CalendarOutlined />} onClick={() => navigate(scheduleInviteRoute(member.userId))}>
                {texts.schedule}
              </Button>
            </Flex>
          </Flex>
        )}
      </Drawer>
      {messaging && <SendMessageDialog member={messaging} onClose={() => setMessaging(null)} />}
    </>
  );
}
