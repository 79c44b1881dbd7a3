import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AuthorCard } from '@cannaverse/contracts';
import { initialsFor } from '../../shared/format';
import { avatarImageSources } from '../../shared/avatar-image';

interface UserAvatarProps {
  user: Pick<AuthorCard, 'id' | 'username' | 'avatar'>;
  size?: number;
  /** Link to the member's profile (post and comment authors). */
  linked?: boolean;
}

export function UserAvatar({ user, size = 40, linked = true }: UserAvatarProps) {
  const face = user.avatar
    ? <StyledImage {...avatarImageSources(user.avatar, size)} alt="" width={size} height={size} loading="lazy" $size={size} />
    : <StyledFallback aria-hidden="true" $size={size} data-testid="avatar-fallback">{initialsFor(null, user.username)}</StyledFallback>;
  if (!linked) return face;
  return <StyledLink to={`/profile/${user.id}`} aria-label={`${user.username}'s profile`}>{face}</StyledLink>;
}

const StyledLink = styled(Link)`
  display: inline-flex;
  flex: none;
  border-radius: 50%;
`;

const StyledImage = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  object-fit: cover;
  flex: none;
`;

const StyledFallback = styled.span<{ $size: number }>`
  display: grid;
  place-items: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size * 0.42)}px;
  color: #fff;
  background: ${({ theme }) => theme.colors.brand};
`;
