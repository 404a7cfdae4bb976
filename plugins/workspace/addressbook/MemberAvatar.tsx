import { Avatar } from 'antd';
import type { Member } from './AddressBookApi.ts';
import { BRAND_COLOUR } from '../../../core/ui/ReadableColours.ts';

/** A member's photo, or the last two characters of the name as DingTalk and WeCom draw it. */
export function MemberAvatar({ member, size }: { member: Member; size?: number }) {
  const name = member.chineseName || member.username;
  return (
    <Avatar src={member.avatar || undefined} size={size} style={{ backgroundColor: BRAND_COLOUR, flex: 'none' }} aria-hidden>
      {name.slice(-2)}
    </Avatar>
  );
}
