import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { StrainStoryDto } from '@cannaverse/contracts';
import { formatRelativeTime } from '../../../shared/format';
import { UserAvatar } from '../../../app/ui/UserAvatar';
import { EffectChips, StoryRating, StrainTypeBadge } from './StoryBits';

/** A story in the list: strain, rating, title, author and when (relative), the start of the text, effects, upvotes. */
export function StoryCard({ story }: { story: StrainStoryDto }) {
  const name = story.author.displayName ?? story.author.username;
  return (
    <StyledCard aria-labelledby={`story-${story.id}`}>
      <StyledTop>
        <StrainTypeBadge type={story.strain.type} />
        <span>{story.strain.name}</span>
        <StoryRating rating={story.rating} />
      </StyledTop>
      <h2 id={`story-${story.id}`}><Link to={`/strain-stories/${story.id}`}>{story.title}</Link></h2>
      <StyledAuthor>
        <UserAvatar user={story.author} size={28} />
        <span>{name}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={story.createdAt}>{formatRelativeTime(story.createdAt)}</time>
      </StyledAuthor>
      <StyledExcerpt>{story.content}</StyledExcerpt>
      <StyledFoot>
        <EffectChips effects={story.effects.slice(0, 5)} />
        <span aria-label={`${story.upvotes} upvotes`}>▲ {story.upvotes}</span>
      </StyledFoot>
    </StyledCard>
  );
}

const StyledCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  h2 { margin: 0; font-size: 1.15rem; overflow-wrap: anywhere; }
  h2 a { color: inherit; text-decoration: none; }
  h2 a:hover { text-decoration: underline; }
`;

const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  font-size: 0.9rem;
  > span:nth-child(2) { font-weight: 600; }
  > span:last-child { margin-left: auto; }
`;

const StyledAuthor = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledExcerpt = styled.p`
  margin: 0;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const StyledFoot = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  > span { flex: none; font-weight: 600; color: ${({ theme }) => theme.colors.brandDark}; }
`;
