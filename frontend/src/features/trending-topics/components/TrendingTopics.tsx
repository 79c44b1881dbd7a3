import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SocialLimits } from '@cannaverse/contracts';
import { StyledCard, StyledCardHeading } from '../../../app/ui/Card';
import { TRENDING_TOPICS_REFRESH_MS, topicHref, useGetTrendingTopicsQuery } from '../api/trendingTopicsApi';

/** 8 topics, the top 3 highlighted (spec §4); nothing at all when the list cannot be loaded. */
export function TrendingTopics() {
  const { data, isError } = useGetTrendingTopicsQuery(undefined, { pollingInterval: TRENDING_TOPICS_REFRESH_MS, skipPollingIfUnfocused: true });
  if (isError || !data || data.length === 0) return null;
  const topics = data.slice(0, SocialLimits.trendingTopicsShown);
  return (
    <StyledCard aria-labelledby="trending-topics-heading">
      <StyledCardHeading id="trending-topics-heading">Trending Topics</StyledCardHeading>
      <StyledList>
        {topics.map((topic, index) => {
          const highlighted = index < SocialLimits.trendingTopicsHighlighted;
          const label = topic.name.replace(/^#+/, '');
          return (
            <li key={topic.name}>
              <StyledTopic to={topicHref(topic.name)} data-highlighted={highlighted} $highlighted={highlighted}>
                <span>#{label}</span>
                {highlighted && <span className="visually-hidden"> (top trending)</span>}
                <small>{topic.postCount} {topic.postCount === 1 ? 'post' : 'posts'}</small>
              </StyledTopic>
            </li>
          );
        })}
      </StyledList>
    </StyledCard>
  );
}

const StyledList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const StyledTopic = styled(Link)<{ $highlighted: boolean }>`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  padding: 6px 10px;
  border-radius: 8px;
  text-decoration: none;
  font-weight: ${({ $highlighted }) => ($highlighted ? 700 : 500)};
  background: ${({ $highlighted, theme }) => ($highlighted ? theme.colors.brandLight : 'transparent')};
  border-left: 4px solid ${({ $highlighted, theme }) => ($highlighted ? theme.colors.accent : 'transparent')};
  /* Long tags (#EndocannabinoidSystem) wrap inside the box instead of pushing the count out. */
  span:first-child { min-width: 0; overflow-wrap: anywhere; }
  small { flex: none; color: ${({ theme }) => theme.colors.muted}; font-weight: 400; }
`;
