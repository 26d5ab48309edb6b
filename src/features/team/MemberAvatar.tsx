// A team member's avatar: their picture when they have one (and it loads), else the first
// character of the name shown beside it, so the avatar can never disagree with the name.
import { useState } from 'react';
import './MemberAvatar.css';

export interface MemberAvatarProps {
  name: string;
  /** the member's picture URL; '' for none */
  picture: string;
  /** extra class for the size (44 px by default) */
  class?: string;
}

/** The character an avatar shows for a name: its first (a surname, or a letter), never half of an emoji. */
export const initialOf = (name: string) => [...name.trim()][0] ?? '?';

export function MemberAvatar({ name, picture, class: extra = '' }: MemberAvatarProps) {
  const [broken, setBroken] = useState('');
  const cls = `member-avatar ${extra}`;
  if (picture && broken !== picture) {
    return <img class={cls} src={picture} alt="" loading="lazy" onError={() => setBroken(picture)} />;
  }
  return (
    <span class={`${cls} member-avatar--initial`} aria-hidden="true">
      {initialOf(name)}
    </span>
  );
}
