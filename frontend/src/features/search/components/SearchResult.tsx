import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  topicPath, type GrowGuideSummary, type HashtagSearchResult, type MemberSearchResult, type PostDto, type SearchKind, type SearchResultsByKind,
  type StrainStoryDto, type StrainSummary,
} from '@cannaverse/contracts';
import { UserAvatar } from '../../../app/ui/UserAvatar';

const excerpt = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** Where a result leads: every result is a link to its own page. */
export function resultPath<K extends SearchKind>(kind: K, item: SearchResultsByKind[K]): string {
  switch (kind) {
    case 'members': return `/profile/${(item as MemberSearchResult).id}`;
    case 'posts': return `/posts/${(item as PostDto).id}`;
    case 'hashtags': return topicPath((item as HashtagSearchResult).tag);
    case 'strains': return `/strains/${(item as StrainSummary).id}`;
    case 'stories': return `/strain-stories/${(item as StrainStoryDto).id}`;
    default: return `/grow-guides/${(item as GrowGuideSummary).slug}`;
  }
}

export const resultKey = (kind: SearchKind, item: SearchResultsByKind[SearchKind]): string =>
  `${kind}:${kind === 'hashtags' ? (item as HashtagSearchResult).tag : kind === 'guides' ? (item as GrowGuideSummary).slug : String((item as { id: string | number }).id)}`;

function Body({ kind, item }: { kind: SearchKind; item: SearchResultsByKind[SearchKind] }) {
  switch (kind) {
    case 'members': {
      const member = item as MemberSearchResult;
      return (
        <>
          <UserAvatar user={member} size={36} linked={false} />
          <span><strong>{member.displayName ?? member.username}</strong> <span className="muted">@{member.username} · {member.followers} followers</span></span>
        </>
      );
    }
    case 'posts': {
      const post = item as PostDto;
      return <span><strong>{post.user.displayName ?? post.user.username}</strong> <span className="muted">{post.strainName ?? ''}</span><br />{excerpt(post.content)}</span>;
    }
    case 'hashtags': return <strong>#{(item as HashtagSearchResult).spelling}</strong>;
    case 'strains': {
      const strain = item as StrainSummary;
      return <span><strong>{strain.name}</strong> <span className="muted">{strain.type}{strain.reviewCount > 0 ? ` · ${strain.reviewCount} reviews` : ''}</span></span>;
    }
    case 'stories': {
      const story = item as StrainStoryDto;
      return <span><strong>{story.title}</strong> <span className="muted">{story.strain.name} · by {story.author.displayName ?? story.author.username}</span><br />{excerpt(story.content)}</span>;
    }
    default: {
      const guide = item as GrowGuideSummary;
      return <span><strong>{guide.title}</strong> {guide.isPremium && <span className="muted">Premium</span>}<br />{excerpt(guide.summary)}</span>;
    }
  }
}

/** One result: a link (arrow keys move between them, see SearchPage). */
export function SearchResult({ kind, item }: { kind: SearchKind; item: SearchResultsByKind[SearchKind] }) {
  return (
    <li>
      <StyledResultLink to={resultPath(kind, item)} data-search-result="" data-kind={kind}>
        <Body kind={kind} item={item} />
      </StyledResultLink>
    </li>
  );
}

const StyledResultLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 10px 12px;
  border-radius: 10px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  line-height: 1.4;
  .muted { color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
  &:hover, &:focus-visible { background: ${({ theme }) => theme.colors.background}; }
`;
