import { Avatar } from 'antd';
import type { Member } from './AddressBookApi.ts';

/** A member's photo, or the last two characters of the name as DingTalk and WeCom draw it. */
export function MemberAvatar({ member, size }: { member: Member; size?: number }) {
  const name = member.chineseName || member.username;
  return (
    <Avatar src={member.avatar || undefined} size={size} style={{ backgroundColor: '#1677ff', flex: 'none' }} aria-hidden>
      {name.slice(-2)}
    </Avatar>
  );
}
