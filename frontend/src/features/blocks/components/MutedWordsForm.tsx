import styled from 'styled-components';
import { MutedWordLimits } from '@cannaverse/contracts';
import { StyledSmallButton } from '../../../app/ui/Button';
import { OneLineComposer } from '../../../app/ui/OneLineComposer';
import { useToast } from '../../../app/toasts/ToastProvider';
import { serverText } from '../../../shared/error-text';
import { useGetMutedWordsQuery, useUpdateMutedWordsMutation } from '../api/mutesApi';

/** The member's muted words and hashtags: added one at a time, each removable; saved at once. */
export function MutedWordsForm() {
  const { data, isError } = useGetMutedWordsQuery();
  const [update, { isLoading }] = useUpdateMutedWordsMutation();
  const { toast } = useToast();
  const words = data?.words ?? [];

  const remove = async (word: string) => {
    try {
      await update(words.filter((w) => w !== word)).unwrap();
    } catch (error) {
      toast({ title: 'Error', description: serverText(error, 'Failed to save your muted words'), variant: 'destructive' });
    }
  };

  if (isError && !data) return <p role="alert">Unable to load your muted words.</p>;
  return (
    <StyledMutedWords>
      <p>Posts containing one of these words or #hashtags leave your feeds and topic pages. Up to {MutedWordLimits.count}.</p>
      <OneLineComposer
        id="muted-word-input"
        label="Word or #hashtag to mute"
        placeholder="A word, phrase or #hashtag"
        maxLength={MutedWordLimits.length}
        submitLabel="Mute word"
        send={(word) => update([...words, word]).unwrap()}
        busy={isLoading || !data}
        failure="Failed to save your muted words"
      />
      {data && words.length === 0 && <StyledEmpty>You haven&apos;t muted any words.</StyledEmpty>}
      {words.length > 0 && (
        <StyledWords aria-label="Muted words">
          {words.map((word) => (
            <li key={word}>
              <span>{word}</span>
              <StyledSmallButton type="button" disabled={isLoading} aria-label={`Unmute ${word}`} onClick={() => void remove(word)}>Remove</StyledSmallButton>
            </li>
          ))}
        </StyledWords>
      )}
    </StyledMutedWords>
  );
}

/** The composer stays one row (a settings page lays its own forms out as columns). */
const StyledMutedWords = styled.div`
  && form { flex-direction: row; align-items: stretch; }
  p { margin: 0 0 8px; }
`;

const StyledEmpty = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledWords = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 2px 4px 2px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    overflow-wrap: anywhere;
  }
`;
