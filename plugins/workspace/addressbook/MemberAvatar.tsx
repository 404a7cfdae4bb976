import { Avatar } from 'antd';
import type { Member } from './AddressBookApi.ts';
import { BRAND_COLOUR } from '../../../core/ui/ReadableColours.ts';
import { AvatarLink } from '../../../contracts/workbench/AvatarLink.ts';
import { useSessionSnapshot } from '../../../core/react/index.ts';

/** A member's photo, or the last two characters of the name as DingTalk and WeCom draw it. */
export function MemberAvatar({ member, size }: { member: Member; size?: number }) {
  const name = member.chineseName || member.username;
  // An uploaded photo is a company file: the <img> reaches it only with the token, as the top bar's does.
  const token = useSessionSnapshot().accessToken;
  return (
    <Avatar src={AvatarLink.of(member.avatar, token)} size={size} style={{ backgroundColor: BRAND_COLOUR, flex: 'none' }} aria-hidden>
      {name.slice(-2)}
    </Avatar>
  );
}
