/**
 * The address an avatar is shown from. Uploaded avatars are company files served by the preview
 * route, which an <img> can only reach with the token in the spec's sysAuthorization query (it
 * sends no Authorization header); other addresses are used as they are.
 */
export class AvatarLink {
  static of(avatar: string | null | undefined, token: string | null): string | undefined {
    if (!avatar) return undefined;
    if (!token || !avatar.startsWith('/system/file/')) return avatar;
    return `${avatar}?sysAuthorization=${encodeURIComponent(token)}`;
  }
}
