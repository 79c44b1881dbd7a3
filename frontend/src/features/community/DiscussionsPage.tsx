import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { StyledButton } from '../../app/ui/Button';
import { StyledPage, StyledPageHeader } from '../../app/ui/Card';
import { useGetTopicPostsInfiniteQuery } from '../posts/api/postsApi';
import { CreatePostDialog } from '../posts/components/post-dialogs';
import { PostList } from '../posts/components/PostList';
import { isTopicName } from './topic-groups';

/** /community/discussions?topic={name}: members' posts carrying #name, newest first. */
export default function DiscussionsPage() {
  const [params] = useSearchParams();
  const raw = params.get('topic');
  const topic = isTopicName(raw) ? raw.replace(/^#/, '') : null;
  return (
    <StyledPage>
      <Link to="/community">← Community</Link>
      {topic ? <TopicPosts topic={topic} /> : (
        <>
          <h1>Discussions</h1>
          <p>Choose a topic from the <Link to="/community">community hub</Link>.</p>
        </>
      )}
    </StyledPage>
  );
}

function TopicPosts({ topic }: { topic: string }) {
  const query = useGetTopicPostsInfiniteQuery(topic);
  const [starting, setStarting] = useState(false);
  return (
    <>
      <StyledHeader>
        <h1>#{topic}</h1>
        <StyledButton type="button" onClick={() => setStarting(true)}>Start a Discussion</StyledButton>
      </StyledHeader>
      <PostList query={query} emptyText={`No posts with #${topic} yet. Start the discussion!`} />
      {starting && <CreatePostDialog initialContent={`#${topic} `} onClose={() => setStarting(false)} />}
    </>
  );
}

const StyledHeader = styled(StyledPageHeader)`
  margin: 12px 0 16px;
`;
