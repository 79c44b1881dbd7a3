import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StyledButton } from '../../app/ui/Button';
import { StyledButtonLink } from '../../app/ui/ButtonLink';
import { StyledCard, StyledPage } from '../../app/ui/Card';
import { formatLongDate } from '../../shared/format';
import { useCurrentUser } from '../accounts/hooks/useCurrentUser';
import { UserAvatar } from '../../app/ui/UserAvatar';
import { useGetStrainStoryQuery } from './api/strainStoriesApi';
import { DeleteStoryDialog } from './components/DeleteStoryDialog';
import { ReportButton } from '../reports/components/ReportButton';
import { EffectChips, StoryRating, StrainTypeBadge } from './components/StoryBits';
import { StorySkeleton, StoryStateCard } from './components/StoryStates';
import { UpvoteButton } from './components/UpvoteButton';
import { useStoryId } from './hooks/useStoryRoute';

/** /strain-stories/{id}: the story; Edit and Delete for its author and admins. */
export default function StrainStoryPage() {
  const id = useStoryId();
  if (id === null) return <StyledPage><StoryStateCard title="Invalid Story ID" /></StyledPage>;
  return <StoryView id={id} />;
}

function StoryView({ id }: { id: number }) {
  const { user } = useCurrentUser();
  const { data: story, isLoading, isError } = useGetStrainStoryQuery(id);
  const [deleting, setDeleting] = useState(false);

  return (
    <StyledPage>
      <StyledBack to="/strain-stories">← Back to Stories</StyledBack>
      {isLoading ? (
        <StorySkeleton count={1} />
      ) : isError || !story ? (
        <StoryStateCard title="Error Loading Story" text="There was a problem loading this strain story. It may have been removed or doesn't exist." />
      ) : (
        <StyledStory as="article" aria-labelledby="story-title">
          <StyledMeta>
            <StrainTypeBadge type={story.strain.type} />
            <StoryRating rating={story.rating} />
          </StyledMeta>
          <h1 id="story-title">{story.title}</h1>
          <StyledStrain>{story.strain.name}</StyledStrain>
          <StyledAuthor>
            <UserAvatar user={story.author} size={40} />
            <div>
              <strong>{story.author.displayName ?? story.author.username}</strong>
              <time dateTime={story.createdAt}>{formatLongDate(story.createdAt)}</time>
            </div>
          </StyledAuthor>
          <StyledText>
            {story.content.split('\n').map((line, index) => (line.trim() ? <p key={index}>{line}</p> : null))}
          </StyledText>
          <h2>Effects</h2>
          <EffectChips effects={story.effects} />
          <StyledActions>
            <UpvoteButton story={story} />
            {user && (user.id === story.userId || user.isAdmin) && (
              <>
                <StyledButtonLink to={`/strain-stories/${story.id}/edit`} $variant="secondary">Edit</StyledButtonLink>
                <StyledButton type="button" $variant="secondary" onClick={() => setDeleting(true)}>Delete</StyledButton>
              </>
            )}
            {user && user.id !== story.userId && <ReportButton target={{ targetType: 'story', targetId: String(story.id), excerpt: story.title }} />}
          </StyledActions>
        </StyledStory>
      )}
      {deleting && <DeleteStoryDialog storyId={id} onClose={() => setDeleting(false)} />}
    </StyledPage>
  );
}

const StyledBack = styled(Link)`
  display: inline-block;
  margin-bottom: 16px;
  font-weight: 600;
`;

const StyledStory = styled(StyledCard)`
  h1 { margin: 8px 0 0; font-size: clamp(1.4rem, 4vw, 2rem); overflow-wrap: anywhere; }
  h2 { font-size: 1.05rem; margin: 20px 0 8px; }
`;

const StyledMeta = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
`;

const StyledStrain = styled.p`
  margin: 4px 0 12px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.brandDark};
`;

const StyledAuthor = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  > div { display: flex; flex-direction: column; }
  time { font-size: 0.9rem; color: ${({ theme }) => theme.colors.muted}; }
`;

const StyledText = styled.div`
  margin-top: 16px;
  overflow-wrap: anywhere;
  p { margin: 0 0 10px; }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 20px;
`;
