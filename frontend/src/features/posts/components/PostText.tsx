import { Link } from 'react-router-dom';
import { MentionText } from '../../../app/ui/MentionText';
import { topicHref } from '../../trending-topics/api/trendingTopicsApi';
import { splitHashtags } from '../hashtags';

/**
 * A post's text with every #hashtag a link to its discussions (/community/discussions?topic={name})
 * and every @username of a member a link to their profile.
 */
export function PostText({ content }: { content: string }) {
  return (
    <>
      {splitHashtags(content).map((part, index) => (part.tag
        ? <Link key={index} to={topicHref(part.tag)}>{part.text}</Link>
        : <MentionText key={index} text={part.text} />))}
    </>
  );
}
