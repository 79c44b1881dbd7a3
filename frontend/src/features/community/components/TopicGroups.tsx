import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { discussionPath, TOPIC_GROUPS } from '../topic-groups';

/** The Discussions tab's static hashtag topic groups (content spec §2). */
export function TopicGroups() {
  return (
    <StyledGroups>
      {TOPIC_GROUPS.map((group) => (
        <section key={group.title} aria-labelledby={`group-${group.categories[0]}`}>
          <h3 id={`group-${group.categories[0]}`}>{group.title}</h3>
          <ul>
            {group.topics.map((topic) => <li key={topic.name}><Link to={discussionPath(topic.name)}>#{topic.name}</Link></li>)}
          </ul>
        </section>
      ))}
    </StyledGroups>
  );
}

const StyledGroups = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  section {
    padding: 16px;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  h3 { margin: 0 0 10px; font-size: 1.05rem; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px; }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 2px 12px;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.brandLight};
    color: ${({ theme }) => theme.colors.brandDark};
    font-weight: 600;
    text-decoration: none;
  }
`;
